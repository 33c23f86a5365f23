import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkListItem {
  to: string;
  label: string;
  description?: string;
  icon: LucideIcon;
}

/** A grouped list of navigation rows, as in a native settings screen. */
export function LinkList({ items, label }: { items: LinkListItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        {items.map(({ to, label: text, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-4 px-4 py-3 transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-accent-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-ink">{text}</span>
                {description && <span className="text-sm text-ink-muted">{description}</span>}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-navy-300" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
