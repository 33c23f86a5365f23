import type { StaffRole } from '@sextant/contracts/admin';
import type { AdminStaffMember, StaffSort } from '@sextant/contracts/admin-staff';
import type { Column } from '@/back-office/shared/data-table';
import { buttonClass } from '@/shared/ui/button';
import type { PendingAction } from './staff-action-dialog';

const ROLE_LABELS: Record<StaffRole, string> = { adviser: 'Adviser', admin: 'Admin' };
const STATUS_LABELS = { invited: 'Invited', active: 'Active', inactive: 'Deactivated' } as const;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface StaffRowActions {
  onProfile: (member: AdminStaffMember, opener: HTMLElement) => void;
  onAction: (pending: PendingAction) => void;
}

/** A member's buttons: everyone's profile, and for others than oneself their role, link and access. */
function StaffActions({
  member,
  mine,
  onProfile,
  onAction,
}: StaffRowActions & { member: AdminStaffMember; mine: boolean }) {
  const small = buttonClass('secondary', 'md', 'min-h-9 px-3');
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={small} onClick={(event) => onProfile(member, event.currentTarget)}>
        Edit profile<span className="sr-only">: {member.email}</span>
      </button>
      {!mine && (
        <>
          <button
            type="button"
            className={small}
            onClick={() =>
              onAction({
                member,
                action: { kind: 'role', role: member.role === 'admin' ? 'adviser' : 'admin' },
              })
            }
          >
            {member.role === 'admin' ? 'Make adviser' : 'Make admin'}
            <span className="sr-only">: {member.email}</span>
          </button>
          {member.status === 'invited' && (
            <button
              type="button"
              className={small}
              onClick={() => onAction({ member, action: { kind: 'invite' } })}
            >
              Re-send link<span className="sr-only">: {member.email}</span>
            </button>
          )}
          <button
            type="button"
            className={small}
            onClick={() =>
              onAction({
                member,
                action: { kind: member.status === 'inactive' ? 'reactivate' : 'deactivate' },
              })
            }
          >
            {member.status === 'inactive' ? 'Reactivate' : 'Deactivate'}
            <span className="sr-only">: {member.email}</span>
          </button>
        </>
      )}
    </div>
  );
}

/** The staff table's columns; `myId` is the signed-in admin's, marked "(you)" and not acted on. */
export function staffColumns(myId: string, actions: StaffRowActions): Column<AdminStaffMember, StaffSort>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (member) => (
        <span className="font-semibold text-ink">
          {member.surname}, {member.first_name}
          {member.uuid === myId && <span className="ml-1 font-normal text-ink-muted">(you)</span>}
        </span>
      ),
    },
    { key: 'email', header: 'Email', sort: 'email', cell: (member) => member.email },
    { key: 'role', header: 'Role', sort: 'role', cell: (member) => ROLE_LABELS[member.role] },
    {
      key: 'status',
      header: 'Status',
      cell: (member) =>
        `${STATUS_LABELS[member.status]}${member.status === 'active' && !member.mfa_configured ? ', two-factor not set up' : ''}`,
    },
    {
      key: 'last_sign_in',
      header: 'Last sign-in',
      cell: (member) => (member.last_sign_in ? dateTime.format(new Date(member.last_sign_in)) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (member) => <StaffActions member={member} mine={member.uuid === myId} {...actions} />,
    },
  ];
}
