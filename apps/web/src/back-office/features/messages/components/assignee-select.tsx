import type { AdminPerson } from '@sextant/contracts/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { assigneesQuery, useSetAssignee } from '@/back-office/features/messages/api/assignees';
import { cx } from '@/shared/ui/cx';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/** Who at the firm looks after the thread: the firm's active advisers and admins, or nobody. */
export function AssigneeSelect({ threadId, assignee }: { threadId: string; assignee: AdminPerson | null }) {
  const id = useId();
  const staff = useQuery(assigneesQuery());
  const assign = useSetAssignee(threadId);
  const options = staff.data?.items ?? [];
  // A former colleague stays visible as the current value until someone changes it.
  const listed = !assignee || options.some((person) => person.uuid === assignee.uuid);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Assigned to
      </label>
      <select
        id={id}
        value={assignee?.uuid ?? ''}
        disabled={assign.isPending || staff.isPending}
        aria-busy={assign.isPending || undefined}
        onChange={(event) =>
          assign.mutate(event.target.value || null, {
            onSuccess: (result) =>
              toastSuccess(
                result.assignee ? `Assigned to ${result.assignee.name}.` : 'The thread is unassigned.',
              ),
            onError: () => toastError('The thread could not be assigned. Please try again.'),
          })
        }
        className={cx(
          'min-h-11 w-full min-w-[min(14rem,100%)] rounded-lg border border-line bg-surface px-3 text-sm shadow-sm',
          'focus:border-accent focus:outline-2 focus:outline-focus disabled:bg-navy-50',
        )}
      >
        <option value="">Nobody</option>
        {!listed && assignee && <option value={assignee.uuid}>{assignee.name}</option>}
        {options.map((person) => (
          <option key={person.uuid} value={person.uuid}>
            {person.name} ({person.role})
          </option>
        ))}
      </select>
      {staff.isError && <p className="text-xs text-red-700">The staff list could not be loaded.</p>}
    </div>
  );
}
