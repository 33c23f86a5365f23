import type { DocumentPage } from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@sextant/contracts/rules/documents';
import type { DocumentFilters, DocumentStatus } from '@/features/documents/api/get-documents';
import type { DocumentFilterName } from '@/features/documents/components/use-document-filters';
import { buttonClass } from '@/shared/ui/button';
import { CountBadge } from '@/shared/ui/count-badge';
import { SelectField } from '@/shared/ui/field';

const STATUSES: ReadonlyArray<{ value: DocumentStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'action', label: 'To do' },
  { value: 'unread', label: 'Unread' },
];

interface DocumentFilterBarProps {
  filters: DocumentFilters;
  /** The first page's counts and years; undefined until it has come. */
  first: DocumentPage | undefined;
  onChange: (name: DocumentFilterName, value: string) => void;
}

/** What to show: all, to do or unread (each with its count), and the category and year. */
export function DocumentFilterBar({ filters, first, onChange }: DocumentFilterBarProps) {
  const years = first?.years ?? [];
  // A year in the address that has no documents (yet) stays choosable, so the select shows what is applied.
  const yearOptions = [...new Set([...(filters.year ? [filters.year] : []), ...years])]
    .sort((a, b) => b - a)
    .map(String);
  return (
    <search aria-label="Filter documents" className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {STATUSES.map(({ value, label }) => {
          const current = (filters.status ?? '') === value;
          const count = value && first ? first.counts[value] : 0;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={current}
              onClick={() => onChange('status', value)}
              className={buttonClass(current ? 'primary' : 'secondary', 'md', 'min-h-11 px-3.5')}
            >
              {label}
              <CountBadge count={count} />
            </button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Category"
          placeholder="All categories"
          value={filters.category ?? ''}
          onChange={(event) => onChange('category', event.target.value)}
          options={DOCUMENT_CATEGORIES.map((value) => ({
            value,
            label: DOCUMENT_CATEGORY_LABELS[value],
          }))}
        />
        <SelectField
          label="Year"
          placeholder="All years"
          value={filters.year ? String(filters.year) : ''}
          onChange={(event) => onChange('year', event.target.value)}
          options={yearOptions}
        />
      </div>
    </search>
  );
}
