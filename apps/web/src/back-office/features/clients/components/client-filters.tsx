import type { ClientFlag, ClientStatus, ClientWaiting } from '@sextant/contracts/admin-clients';
import { useId } from 'react';
import type { ClientFilters } from '@/back-office/features/clients/api/get-clients';
import { useStaffOptions } from '@/back-office/features/clients/api/get-staff-options';
import { useTableFilters } from '@/back-office/shared/table-params';
import { CLIENT_WAITING_LABELS } from '@/back-office/shared/waiting';

// Plain lists, not the zod schemas: a page carries no validation library.
const STATUS_LABELS: Record<ClientStatus, string> = {
  invited: 'Invited (no password yet)',
  active: 'Active',
  inactive: 'Deactivated',
};
const FLAG_LABELS: Record<ClientFlag, string> = {
  vip: 'VIP',
  locked: 'Locked out',
  vulnerable: 'Vulnerability record',
  waiting: 'Something waiting',
};
// The labels' keys, not the contract's list: importing a value from the contracts would bring zod along.
const WAITING = Object.keys(CLIENT_WAITING_LABELS) as ClientWaiting[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const among = <Key extends string>(labels: Record<Key, string>, value: string | null): value is Key =>
  value !== null && Object.hasOwn(labels, value);
const isWaiting = (value: string | null): value is ClientWaiting => WAITING.includes(value as ClientWaiting);
const isAdviser = (value: string | null): value is string =>
  value === 'me' || value === 'none' || (value !== null && UUID.test(value));

/** The list's filters from the address: what My work links to, and what the toolbar sets. */
export function useClientFilters() {
  const [search, setFilter] = useTableFilters();
  const status = search.get('status');
  const waiting = search.get('waiting');
  const adviser = search.get('adviser');
  const flag = search.get('flag');
  const filters: ClientFilters = {
    ...(among(STATUS_LABELS, status) ? { status } : {}),
    ...(isWaiting(waiting) ? { waiting } : {}),
    ...(isAdviser(adviser) ? { adviser } : {}),
    ...(among(FLAG_LABELS, flag) ? { flag } : {}),
  };
  return [filters, setFilter] as const;
}

const selectClass = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm';

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/** Status, what waits, adviser (mine, none or a named one) and flag: each kept in the address. */
export function ClientFilterBar({
  filters,
  setFilter,
}: {
  filters: ClientFilters;
  setFilter: (key: string, value: string | null) => void;
}) {
  const staff = useStaffOptions();
  const named = (staff.data?.items ?? []).map((person) => [person.uuid, person.name] as const);
  // An adviser in the address before the names arrive (or no longer at the firm) still shows as chosen.
  const unknown =
    filters.adviser && UUID.test(filters.adviser) && !named.some(([uuid]) => uuid === filters.adviser)
      ? [[filters.adviser, 'Another adviser'] as const]
      : [];
  return (
    <>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[['', 'All statuses'], ...Object.entries(STATUS_LABELS)]}
      />
      <FilterSelect
        label="Waiting"
        value={filters.waiting}
        onChange={(value) => setFilter('waiting', value)}
        options={[
          ['', 'Anything or nothing waiting'],
          ...WAITING.map((kind) => [kind, CLIENT_WAITING_LABELS[kind]] as const),
        ]}
      />
      <FilterSelect
        label="Adviser"
        value={filters.adviser}
        onChange={(value) => setFilter('adviser', value)}
        options={[
          ['', 'All advisers'],
          ['me', 'My clients (and those I cover)'],
          ['none', 'No adviser'],
          ...named,
          ...unknown,
        ]}
      />
      <FilterSelect
        label="Flag"
        value={filters.flag}
        onChange={(value) => setFilter('flag', value)}
        options={[['', 'Any flag or none'], ...Object.entries(FLAG_LABELS)]}
      />
    </>
  );
}
