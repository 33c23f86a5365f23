import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { providerOptionsQuery } from '@/back-office/features/due-diligence/api/get-provider-options';
import { useSavePanel } from '@/back-office/features/due-diligence/api/save-panel';
import { errorOf } from '@/shared/forms/field-props';
import { showServerErrors } from '@/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { controlClass } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/** The ratings offered (any short text is accepted). Not imported from contracts: that would bring zod. */
const SUGGESTED_RATINGS = ['Strong', 'Good', 'Satisfactory', 'Under review'];

interface Entry {
  provider_id: string;
  name: string;
  rating: string;
  summary: string;
}

const smallControl = `${controlClass} min-h-11 border-line px-3 text-sm`;

/** The year's panel: providers in order, each with a rating and a summary; saved as a whole. */
export function PanelEditor({ report }: { report: AdminReport }) {
  const id = useId();
  const save = useSavePanel(report.uuid);
  const options = useQuery(providerOptionsQuery());
  const form = useForm<{ entries: Entry[] }>({
    defaultValues: {
      entries: report.panel.map((entry) => ({
        provider_id: entry.provider.uuid,
        name: entry.provider.name,
        rating: entry.rating,
        summary: entry.summary,
      })),
    },
  });
  const { errors } = form.formState;
  const {
    fields: entries,
    move: moveEntry,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'entries' });
  const [adding, setAdding] = useState('');
  // After a move, the focus follows the moved row's button (or its other one at the list's end).
  const [focus, setFocus] = useState<{ target: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.target)?.focus();
  }, [focus]);

  const onPanel = new Set(entries.map((entry) => entry.provider_id));
  const available = (options.data ?? []).filter((option) => !onPanel.has(option.uuid));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= entries.length) return;
    const moved = entries[index]!.provider_id;
    moveEntry(index, target);
    const edge = target === 0 ? 'down' : target === entries.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    setFocus({ target: `${id}-${moved}-${edge}` });
  };
  const add = () => {
    const option = available.find((item) => item.uuid === adding);
    if (!option) return;
    append({ provider_id: option.uuid, name: option.name, rating: '', summary: '' }, { shouldFocus: false });
    setAdding('');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        entries: values.entries.map(({ provider_id, rating, summary }) => ({ provider_id, rating, summary })),
      });
      toastSuccess('The panel is saved.');
    } catch (failure) {
      const rows = values.entries.flatMap((_, index) =>
        (['provider_id', 'rating', 'summary'] as const).map((field) => `entries.${index}.${field}` as const),
      );
      // The toast below says what happened either way.
      showServerErrors(
        form,
        failure,
        { ...Object.fromEntries(rows.map((row) => [row, row])), entries: 'root.entries' },
        () => {},
      );
      toastError(
        isHttpError(failure) && failure.status === 422
          ? 'Some entries need a change before the panel can be saved.'
          : 'The panel could not be saved. Please try again.',
      );
    }
  });

  return (
    <form
      // Errors under names no input registers (a row's provider, the whole list) would stop the next
      // submit: a new one starts without the last answer's errors, as the API checks it all again.
      onSubmit={(event) => {
        form.clearErrors();
        return submit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
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
            const rowErrors = (['provider_id', 'rating', 'summary'] as const)
              .map((field) => errorOf(errors, `entries.${index}.${field}`))
              .filter(Boolean);
            return (
              <li
                key={entry.id}
                className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface p-3 md:grid-cols-[2rem_minmax(10rem,1fr)_10rem_minmax(12rem,2fr)_auto] md:items-start"
              >
                <span className="pt-2 text-sm font-semibold text-ink-muted">{index + 1}.</span>
                <span className="pt-2 font-medium text-ink">{entry.name}</span>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${entry.provider_id}-rating`} className="sr-only">
                    Rating of {entry.name}
                  </label>
                  <input
                    id={`${id}-${entry.provider_id}-rating`}
                    list={`${id}-ratings`}
                    placeholder="Rating"
                    maxLength={40}
                    {...form.register(`entries.${index}.rating`)}
                    aria-invalid={errorOf(errors, `entries.${index}.rating`) ? true : undefined}
                    className={smallControl}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${entry.provider_id}-summary`} className="sr-only">
                    Summary of {entry.name}
                  </label>
                  <textarea
                    id={`${id}-${entry.provider_id}-summary`}
                    placeholder="Summary"
                    rows={2}
                    maxLength={2000}
                    {...form.register(`entries.${index}.summary`)}
                    className={`${smallControl} py-2`}
                  />
                </div>
                <div className="flex flex-wrap gap-1">
                  <button
                    id={`${id}-${entry.provider_id}-up`}
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-11 px-2.5')}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${entry.name} up`}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    id={`${id}-${entry.provider_id}-down`}
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-11 px-2.5')}
                    onClick={() => move(index, 1)}
                    disabled={index === entries.length - 1}
                    aria-label={`Move ${entry.name} down`}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'md', 'min-h-11 px-2.5 text-red-800')}
                    onClick={() => remove(index)}
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
      {errors.root?.entries?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.entries.message}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-[min(14rem,100%)] flex-col gap-1.5">
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
          className={buttonClass('secondary', 'md', 'min-h-11')}
          onClick={add}
          disabled={!adding}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      <div className="sm:w-56">
        <SubmitButton busy={form.formState.isSubmitting} className="min-h-11">
          Save the panel
        </SubmitButton>
      </div>
    </form>
  );
}
