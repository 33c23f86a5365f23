import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { InsightFilters as Filters } from '@/features/insights/api/get-insights';
import { toggleCategory } from '@/features/insights/filter-params';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { controlClass } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';

interface InsightFiltersProps {
  filters: Filters;
  categories: Record<string, string> | undefined;
  authors: Record<string, string> | undefined;
  onChange: (filters: Filters) => void;
}

/** Categories as multi-select chips (any of them matches) and the writer as a native select. */
export function InsightFilters({ filters, categories, authors, onChange }: InsightFiltersProps) {
  const writerId = useId();
  const filtered = filters.categories.length > 0 || filters.writer !== null;
  return (
    <search
      aria-label="Filter insights"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Categories</legend>
        {categories ? (
          <div className="flex flex-wrap gap-2">
            {Object.entries(categories).map(([id, name]) => {
              const selected = filters.categories.includes(Number(id));
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange(toggleCategory(filters, Number(id)))}
                  className={cx(
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                    selected
                      ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800 dark:text-navy-950'
                      : 'border-line bg-surface text-ink hover:bg-navy-50',
                  )}
                >
                  {selected && <Check aria-hidden="true" className="size-4" />}
                  {name}
                </button>
              );
            })}
          </div>
        ) : (
          <div role="status" aria-label="Loading the categories" className="flex flex-wrap gap-2">
            <Skeleton className="h-9 w-24 rounded-full" />
            <Skeleton className="h-9 w-20 rounded-full" />
            <Skeleton className="h-9 w-28 rounded-full" />
          </div>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={writerId} className="text-sm font-medium text-ink">
          Writer
        </label>
        <select
          id={writerId}
          value={filters.writer === null ? '' : String(filters.writer)}
          onChange={(event) =>
            onChange({ ...filters, writer: event.target.value ? Number(event.target.value) : null })
          }
          className={cx(controlClass, 'appearance-auto border-line pr-3')}
        >
          <option value="">All writers</option>
          {Object.entries(authors ?? {}).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button
          type="button"
          onClick={() => onChange({ categories: [], writer: null })}
          className={buttonClass('ghost', 'md', 'self-start')}
        >
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </button>
      )}
    </search>
  );
}
