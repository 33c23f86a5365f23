import type { NotificationRecipient } from '@sextant/contracts/admin-notifications';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { recipientsQuery } from '@/back-office/features/notifications/api/get-recipients';
import { useDebounced } from '@/back-office/shared/use-debounced';
import { cx } from '@/shared/ui/cx';

interface RecipientPickerProps {
  value: NotificationRecipient | null;
  onChange: (recipient: NotificationRecipient) => void;
  error?: string | undefined;
}

/**
 * Find one active client of the firm: a search box and the matches as radio buttons (arrow keys move
 * between them, as in any radio group), at most 20 at a time.
 */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const matches = useQuery(recipientsQuery(q));
  const items = matches.data?.items ?? [];
  // The chosen client stays listed while the search shows others.
  const shown = value && !items.some((item) => item.uuid === value.uuid) ? [value, ...items] : items;

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium text-ink">Client</legend>
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search clients by name or email
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          placeholder="Search clients by name or email"
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus"
        />
      </div>
      <div aria-live="polite" className="sr-only">
        {matches.data ? `${items.length} ${items.length === 1 ? 'client' : 'clients'} found` : ''}
      </div>
      {matches.isError ? (
        <p className="text-sm text-red-700">The clients could not be loaded.</p>
      ) : !matches.data ? (
        <p className="text-sm text-ink-muted">Loading clients…</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-muted">No active client matches “{q}”.</p>
      ) : (
        <ul
          className={cx(
            'max-h-64 divide-y divide-line overflow-y-auto rounded-lg border border-line',
            matches.isPlaceholderData && 'opacity-60',
          )}
        >
          {shown.map((recipient) => (
            <li key={recipient.uuid}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-navy-50/40">
                <input
                  type="radio"
                  name={`${id}-client`}
                  className="size-4 accent-teal-600"
                  checked={value?.uuid === recipient.uuid}
                  onChange={() => onChange(recipient)}
                />
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{recipient.name}</span>
                  <span className="block truncate text-ink-muted">{recipient.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {items.length >= 20 && (
        <p className="text-xs text-ink-muted">Showing the first 20: type more to narrow.</p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
