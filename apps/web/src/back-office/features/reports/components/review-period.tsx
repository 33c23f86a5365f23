import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { filterClass, Labelled } from '@/back-office/features/reports/components/report-parts';
import { isDate, type Period, presets } from '@/back-office/features/reports/periods';

type Choice = ReturnType<typeof presets>[number];

/**
 * A report's period, kept in the address (`from`, `to`, each after the report's `prefix` so two reports on
 * one page keep their own): the first preset (the financial year) unless the address names dates.
 */
export function useReportPeriod(today: string, prefix = '') {
  const [search, setSearch] = useSearchParams();
  const choices = presets(today);
  const fallback = choices[0]?.period as Period;
  const named = (key: keyof Period) => search.get(`${prefix}${key}`);
  const period: Period = {
    from: isDate(named('from')) ? (named('from') as string) : fallback.from,
    to: isDate(named('to')) ? (named('to') as string) : fallback.to,
  };
  const setPeriod = (next: Partial<Period>) =>
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(`${prefix}${key}`, value);
          else merged.delete(`${prefix}${key}`);
        }
        return merged;
      },
      // The period's inputs are controlled by the address: update them in this event.
      { replace: true, flushSync: true },
    );
  return { choices, period, setPeriod, backwards: period.from > period.to };
}

function DateField({
  id,
  label,
  value,
  backwards,
  errorId,
  onDate,
}: {
  id: string;
  label: string;
  value: string;
  backwards: boolean;
  errorId: string;
  onDate: (date: string) => void;
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="date"
        className={filterClass}
        value={value}
        aria-invalid={backwards || undefined}
        aria-describedby={backwards ? errorId : undefined}
        onChange={(event) => isDate(event.target.value) && onDate(event.target.value)}
      />
    </Labelled>
  );
}

/** A preset period or dates of one's choice; a period that ends before it starts is said so. */
export function PeriodFields({
  choices,
  period,
  setPeriod,
  backwards,
}: {
  choices: Choice[];
  period: Period;
  setPeriod: (next: Partial<Period>) => void;
  backwards: boolean;
}) {
  const ids = { preset: useId(), from: useId(), to: useId() };
  const errorId = `${ids.to}-error`;
  const preset = choices.find(
    (choice) => choice.period.from === period.from && choice.period.to === period.to,
  );
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Labelled id={ids.preset} label="Period">
          <select
            id={ids.preset}
            className={filterClass}
            value={preset?.id ?? 'custom'}
            onChange={(event) => {
              const chosen = choices.find((choice) => choice.id === event.target.value);
              if (chosen) setPeriod(chosen.period);
            }}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value="custom" disabled={preset !== undefined}>
              Dates of your choice
            </option>
          </select>
        </Labelled>
        <DateField
          id={ids.from}
          label="From"
          value={period.from}
          backwards={backwards}
          errorId={errorId}
          onDate={(from) => setPeriod({ from })}
        />
        <DateField
          id={ids.to}
          label="To"
          value={period.to}
          backwards={backwards}
          errorId={errorId}
          onDate={(to) => setPeriod({ to })}
        />
      </div>
      {backwards && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          The end of the period cannot be before its start.
        </p>
      )}
    </>
  );
}
