import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
}

/** An honest "nothing here yet" panel. */
export function EmptyState({ icon: Icon, message, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-teal-50 text-accent-ink">
        <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </span>
      <p className="max-w-xs text-base text-ink-muted">{message}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
