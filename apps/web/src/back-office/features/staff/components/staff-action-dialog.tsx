import type { AdminStaffMember } from '@sextant/contracts/admin-staff';
import { type StaffAction, useStaffAction } from '@/back-office/features/staff/api/staff-action';
import { ConfirmDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/** An action on a staff member, waiting for the admin to confirm it. */
export type PendingAction = { member: AdminStaffMember; action: StaffAction };

function describe(pending: PendingAction) {
  const name = `${pending.member.first_name} ${pending.member.surname}`;
  switch (pending.action.kind) {
    case 'role':
      return {
        title: `Make ${name} ${pending.action.role === 'admin' ? 'an admin' : 'an adviser'}?`,
        description:
          pending.action.role === 'admin'
            ? 'Admins can add, change and deactivate staff.'
            : 'They can no longer manage staff, and are signed out so the change applies at once.',
        confirm: 'Change role',
        done: `${name} is now ${pending.action.role === 'admin' ? 'an admin' : 'an adviser'}.`,
      };
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        description:
          'They are signed out everywhere and can no longer sign in. You can reactivate them later.',
        confirm: 'Deactivate',
        done: `${name} was deactivated.`,
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        description: 'They can sign in again.',
        confirm: 'Reactivate',
        done: `${name} was reactivated.`,
      };
    default:
      return {
        title: `Send ${name} a new set-up link?`,
        description: 'The link sent before stops working.',
        confirm: 'Send link',
        done: `A new link was sent to ${pending.member.email}.`,
      };
  }
}

interface StaffActionDialogProps {
  /** The action asked about; null while the dialog is closed. */
  pending: PendingAction | null;
  onClose: () => void;
  /** A new set-up link was made: the member's name and the link, to show once. */
  onLink: (link: { name: string; link: string }) => void;
}

/** Kept mounted while closed: an action still running when the dialog closes still reports its end. */
export function StaffActionDialog({ pending, onClose, onLink }: StaffActionDialogProps) {
  const run = useStaffAction();
  if (!pending) return null;
  const texts = describe(pending);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      {...texts}
      busy={run.isPending}
      onConfirm={() =>
        run.mutate(
          { id: pending.member.uuid, action: pending.action },
          {
            onSuccess: (answer) => {
              toastSuccess(texts.done);
              onClose();
              if ('invite_link' in answer)
                onLink({
                  name: `${pending.member.first_name} ${pending.member.surname}`,
                  link: answer.invite_link,
                });
            },
            onError: (error) => toastError(error.message),
          },
        )
      }
    />
  );
}
