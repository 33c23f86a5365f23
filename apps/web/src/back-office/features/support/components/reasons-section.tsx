import type { AdminSupportReason } from '@sextant/contracts/admin-support';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateSupportReason } from '@/back-office/features/support/api/create-support-reason';
import { useSupportReasons } from '@/back-office/features/support/api/get-support-reasons';
import {
  type ReasonChanges,
  useUpdateSupportReason,
} from '@/back-office/features/support/api/update-support-reason';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { Skeleton } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const small = buttonClass('secondary', 'md', 'min-h-9 px-3');

function OwnReason({
  reason,
  above,
  below,
}: {
  reason: AdminSupportReason;
  above: AdminSupportReason | undefined;
  below: AdminSupportReason | undefined;
}) {
  const update = useUpdateSupportReason();
  const form = useForm({ defaultValues: { label: reason.label } });
  const label = useWatch({ control: form.control, name: 'label' });
  const activeId = useId();

  const change = (changes: ReasonChanges, done?: string) =>
    update.mutateAsync({ id: reason.id, changes }).then(
      () => {
        form.clearErrors('label');
        if (done) toastSuccess(done);
      },
      (failure: unknown) => showServerErrors(form, failure, ['label'], (message) => toastError(message)),
    );
  /** Swaps places with the neighbour: both get the other's position (distinct ones when they were equal). */
  const swap = async (other: AdminSupportReason, up: boolean) => {
    const mine = other.position === reason.position ? other.position + (up ? -1 : 1) : other.position;
    await change({ position: Math.max(0, mine) });
    await update.mutateAsync({ id: other.id, changes: { position: reason.position } }).catch(() => {});
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-end">
      <form
        className="flex flex-1 items-end gap-2"
        onSubmit={form.handleSubmit((values) =>
          change({ label: values.label.trim() }, 'The reason was renamed.'),
        )}
      >
        <div className="flex-1">
          <TextField label="Reason" maxLength={200} {...fieldProps(form, 'label')} />
        </div>
        <button type="submit" className={small} disabled={label.trim() === reason.label || update.isPending}>
          Save<span className="sr-only"> the name of “{reason.label}”</span>
        </button>
      </form>
      <div className="flex items-center gap-2">
        <input
          id={activeId}
          type="checkbox"
          checked={reason.active}
          disabled={update.isPending}
          onChange={(event) => void change({ active: event.target.checked })}
          className="size-4 accent-teal-600"
        />
        <label htmlFor={activeId} className="text-sm text-ink">
          Offered<span className="sr-only">: {reason.label}</span>
        </label>
        <button
          type="button"
          className={small}
          disabled={!above || update.isPending}
          onClick={() => above && void swap(above, true)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          <span className="sr-only">Move “{reason.label}” up</span>
        </button>
        <button
          type="button"
          className={small}
          disabled={!below || update.isPending}
          onClick={() => below && void swap(below, false)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          <span className="sr-only">Move “{reason.label}” down</span>
        </button>
      </div>
    </li>
  );
}

function AddReason() {
  const create = useCreateSupportReason();
  const form = useForm({ defaultValues: { label: '' } });
  const submit = form.handleSubmit(async ({ label }) => {
    try {
      await create.mutateAsync(label.trim());
    } catch (failure) {
      showServerErrors(form, failure, ['label'], (message) => toastError(message));
      return;
    }
    form.reset();
    toastSuccess('The reason was added.');
  });
  return (
    <form className="flex items-end gap-2" onSubmit={submit}>
      <div className="flex-1">
        <TextField label="New reason" maxLength={200} {...fieldProps(form, 'label')} />
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
        Add
      </button>
    </form>
  );
}

/** The reasons a person picks when they ask for help: the shared ones (read-only) and the firm's own. */
export function ReasonsSection() {
  const query = useSupportReasons();
  const items = query.data?.items ?? [];
  const shared = items.filter((reason) => reason.scope === 'shared');
  const own = items.filter((reason) => reason.scope === 'firm');
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div>
        <h2 className="text-lg font-semibold tracking-tight text-ink">Reasons</h2>
        <p className="mt-1 text-sm text-ink-muted">
          What a person can pick when they ask for help signing in.
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <ErrorMessage message="The reasons could not be loaded." />
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold text-ink">Shared by every firm (read-only)</h3>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              {shared.map((reason) => (
                <li key={reason.id} className={reason.active ? '' : 'text-ink-muted line-through'}>
                  {reason.label}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink">Your firm’s own</h3>
            {own.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">None yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {own.map((reason, index) => (
                  <OwnReason
                    key={`${reason.id}-${reason.label}`}
                    reason={reason}
                    above={own[index - 1]}
                    below={own[index + 1]}
                  />
                ))}
              </ul>
            )}
          </div>
          <AddReason />
        </>
      )}
    </section>
  );
}
