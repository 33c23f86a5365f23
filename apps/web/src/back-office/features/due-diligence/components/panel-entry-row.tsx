import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { errorOf } from '@/back-office/shared/forms/field-props';
import { buttonClass } from '@/shared/ui/button';
import { controlClass } from '@/shared/ui/field';
import type { Entry, PanelValues } from './use-panel-form';

export const smallControl = `${controlClass} min-h-11 border-line px-3 text-sm`;

interface PanelEntryRowProps {
  /** The form's prefix of element ids. */
  id: string;
  form: UseFormReturn<PanelValues>;
  entry: Entry;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** One provider on the panel: its place, rating and summary, the buttons that move it or take it off. */
export function PanelEntryRow({ id, form, entry, index, count, onMove, onRemove }: PanelEntryRowProps) {
  const { errors } = form.formState;
  const rowErrors = (['provider_id', 'rating', 'summary'] as const)
    .map((field) => errorOf(errors, `entries.${index}.${field}`))
    .filter(Boolean);
  const iconButton = buttonClass('ghost', 'md', 'min-h-11 px-2.5');
  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface p-3 md:grid-cols-[2rem_minmax(10rem,1fr)_10rem_minmax(12rem,2fr)_auto] md:items-start">
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
          className={iconButton}
          onClick={() => onMove(index, -1)}
          disabled={index === 0}
          aria-label={`Move ${entry.name} up`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          id={`${id}-${entry.provider_id}-down`}
          type="button"
          className={iconButton}
          onClick={() => onMove(index, 1)}
          disabled={index === count - 1}
          aria-label={`Move ${entry.name} down`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'md', 'min-h-11 px-2.5 text-red-800')}
          onClick={() => onRemove(index)}
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
}
