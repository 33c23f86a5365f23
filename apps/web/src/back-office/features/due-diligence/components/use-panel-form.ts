import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSavePanel } from '@/back-office/features/due-diligence/api/save-panel';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { toastError, toastSuccess } from '@/shared/ui/toast';

export interface Entry {
  provider_id: string;
  name: string;
  rating: string;
  summary: string;
}

export interface PanelValues {
  entries: Entry[];
}

/**
 * The panel's entries as a form: moving one (the focus following its button), adding, removing, and
 * saving the whole, with the server's errors under their rows. `id` prefixes the rows' element ids.
 */
export function usePanelForm(report: AdminReport) {
  const id = useId();
  const save = useSavePanel(report.uuid);
  const form = useForm<PanelValues>({
    defaultValues: {
      entries: report.panel.map((entry) => ({
        provider_id: entry.provider.uuid,
        name: entry.provider.name,
        rating: entry.rating,
        summary: entry.summary,
      })),
    },
  });
  const {
    fields: entries,
    move: moveEntry,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'entries' });
  // After a move, the focus follows the moved row's button (or its other one at the list's end).
  const [focus, setFocus] = useState<{ target: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.target)?.focus();
  }, [focus]);

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= entries.length) return;
    const moved = entries[index]!.provider_id;
    moveEntry(index, target);
    const edge = target === 0 ? 'down' : target === entries.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    setFocus({ target: `${id}-${moved}-${edge}` });
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
  // Errors under names no input registers (a row's provider, the whole list) would stop the next
  // submit: a new one starts without the last answer's errors, as the API checks it all again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors();
    return submit(event);
  };

  return { id, form, entries, move, append, remove, onSubmit };
}
