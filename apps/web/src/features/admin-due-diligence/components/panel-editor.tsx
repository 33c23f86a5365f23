import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { buttonClass } from '../../../shared/ui/button';
import { controlClass } from '../../../shared/ui/field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { providerOptionsQuery } from '../api/get-provider-options';
import { useSavePanel } from '../api/save-panel';

/** The ratings offered (any short text is accepted). Not imported from contracts: that would bring zod. */
const SUGGESTED_RATINGS = ['Strong', 'Good', 'Satisfactory', 'Under review'];

interface Entry {
  provider_id: string;
  name: string;
  rating: string;
  summary: string;
}

const smallControl = `${controlClass} min-h-10 border-line px-3 text-sm`;

/** The year's panel: providers in order, each with a rating and a summary; saved as a whole. */
export function PanelEditor({ report }: { report: AdminReport }) {
  const id = useId();
  const save = useSavePanel(report.uuid);
  const options = useQuery(providerOptionsQuery());
  const initial = (): Entry[] =>
    report.panel.map((entry) => ({
      provider_id: entry.provider.uuid,
      name: entry.provider.name,
      rating: entry.rating,
      summary: entry.summary,
    }));
  const [entries, setEntries] = useState<Entry[]>(initial);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a move, the focus follows the moved row's button (or its other one at the list's end).
  const [focus, setFocus] = useState<{ target: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.target)?.focus();
  }, [focus]);

  const onPanel = new Set(entries.map((entry) => entry.provider_id));
  const available = (options.data ?? []).filter((option) => !onPanel.has(option.uuid));
  const change = (index: number, patch: Partial<Entry>) =>
    setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= entries.length) return;
    const next = [...entries];
    [next[index], next[target]] = [next[target]!, next[index]!];
    setEntries(next);
    const moved = next[target]!.provider_id;
    const edge = target === 0 ? 'down' : target === next.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    setFocus({ target: `${id}-${moved}-${edge}` });
  };
  const add = () => {
    const option = available.find((item) => item.uuid === adding);
    if (!option) return;
    setEntries([...entries, { provider_id: option.uuid, name: option.name, rating: '', summary: '' }]);
    setAdding('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        entries: entries.map(({ provider_id, rating, summary }) => ({ provider_id, rating, summary })),
      },
      {
        onSuccess: () => toastSuccess('The panel is saved.'),
        onError: (failure) => {
          if (isHttpError(failure) && failure.status === 422) {
            setErrors(failure.fieldErrors);
            toastError('Some entries need a change before the panel can be saved.');
          } else toastError('The panel could not be saved. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <datalist id={`${id}-ratings`}>
        {SUGGESTED_RATINGS.map((rating) => (
          <option key={rating} value={rating} />
        ))}
      </datalist>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No providers on the panel yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => {
            const rowErrors = [
              errors[`entries.${index}.provider_id`]?.[0],
              errors[`entries.${index}.rating`]?.[0],
              errors[`entries.${index}.summary`]?.[0],
            ].filter(Boolean);
            return (
              <li
                key={entry.provider_id}
                className="grid gap-3 rounded-xl border border-line bg-surface p-3 md:grid-cols-[2rem_minmax(10rem,1fr)_10rem_minmax(12rem,2fr)_auto] md:items-start"
              >
                <span className="pt-2 text-sm font-semibold text-ink-muted">{index + 1}.</span>
                <span className="pt-2 font-medium text-ink">{entry.name}</span>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${entry.provider_id}-rating`} className="sr-only">
                    Rating of {entry.name}
                  </label>
                  <input
                    id={`${id}-${entry.provider_id}-rating`}
                    value={entry.rating}
                    list={`${id}-ratings`}
                    placeholder="Rating"
                    maxLength={40}
                    onChange={(event) => change(index, { rating: event.target.value })}
                    aria-invalid={errors[`entries.${index}.rating`] ? true : undefined}
                    className={smallControl}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${entry.provider_id}-summary`} className="sr-only">
                    Summary of {entry.name}
                  </label>
                  <textarea
                    id={`${id}-${entry.provider_id}-summary`}
                    value={entry.summary}
                    placeholder="Summary"
                    rows={2}
                    maxLength={2000}
                    onChange={(event) => change(index, { summary: event.target.value })}
                    className={`${smallControl} py-2`}
                  />
                </div>
                <div className="flex gap-1">
                  <button
                    id={`${id}-${entry.provider_id}-up`}
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-10 px-2.5')}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${entry.name} up`}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    id={`${id}-${entry.provider_id}-down`}
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-10 px-2.5')}
                    onClick={() => move(index, 1)}
                    disabled={index === entries.length - 1}
                    aria-label={`Move ${entry.name} down`}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-10 px-2.5 text-red-800')}
                    onClick={() => setEntries(entries.filter((_, i) => i !== index))}
                    aria-label={`Take ${entry.name} off the panel`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {rowErrors.length > 0 && (
                  <p role="alert" className="text-sm font-medium text-red-700 md:col-span-5">
                    {rowErrors.join(' ')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {errors.entries?.[0] && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.entries[0]}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-56 flex-col gap-1.5">
          <label htmlFor={`${id}-add`} className="text-sm font-medium text-ink">
            Add a provider
          </label>
          <select
            id={`${id}-add`}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            disabled={!options.data}
            className={`${smallControl} appearance-auto pr-3`}
          >
            <option value="">{options.isPending ? 'Loading providers…' : 'Choose a provider'}</option>
            {available.map((option) => (
              <option key={option.uuid} value={option.uuid}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'min-h-10')}
          onClick={add}
          disabled={!adding}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      <div className="sm:w-56">
        <SubmitButton busy={save.isPending} className="min-h-11">
          Save the panel
        </SubmitButton>
      </div>
    </form>
  );
}
