import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { SubmitButton } from '@/shared/ui/submit-button';
import { AddProvider } from './add-provider';
import { PanelEntryRow } from './panel-entry-row';
import { usePanelForm } from './use-panel-form';

/** The ratings offered (any short text is accepted). Not imported from contracts: that would bring zod. */
const SUGGESTED_RATINGS = ['Strong', 'Good', 'Satisfactory', 'Under review'];

/** The year's panel: providers in order, each with a rating and a summary; saved as a whole. */
export function PanelEditor({ report }: { report: AdminReport }) {
  const { id, form, entries, move, append, remove, onSubmit } = usePanelForm(report);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <datalist id={`${id}-ratings`}>
        {SUGGESTED_RATINGS.map((rating) => (
          <option key={rating} value={rating} />
        ))}
      </datalist>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No providers on the panel yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <PanelEntryRow
              key={entry.id}
              id={id}
              form={form}
              entry={entry}
              index={index}
              count={entries.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </ol>
      )}
      {errors.root?.entries?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.entries.message}
        </p>
      )}
      <AddProvider id={id} entries={entries} onAdd={(entry) => append(entry, { shouldFocus: false })} />
      <div className="sm:w-56">
        <SubmitButton busy={form.formState.isSubmitting} className="min-h-11">
          Save the panel
        </SubmitButton>
      </div>
    </form>
  );
}
