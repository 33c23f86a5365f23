import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What the firm has done for someone signed out (instructions mailed, a request passed on). */
export function SentNotice({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
      <p className="text-base text-ink">{children}</p>
    </div>
  );
}
