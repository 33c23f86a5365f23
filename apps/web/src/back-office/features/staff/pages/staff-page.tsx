import type { StaffRole } from '@sextant/contracts/admin';
import type { AdminStaffMember, StaffSort } from '@sextant/contracts/admin-staff';
import { Plus, UserCog } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useStaff } from '@/back-office/features/staff/api/get-staff';
import { type StaffAction, useStaffAction } from '@/back-office/features/staff/api/staff-action';
import { LinkOnce } from '@/back-office/features/staff/components/link-once';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmDialog, FormDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const StaffForm = lazy(() => import('@/back-office/features/staff/components/staff-form'));
const ProfileForm = lazy(() => import('@/back-office/features/staff/components/profile-form'));

const SORTS: readonly StaffSort[] = ['name', 'email', 'role', 'created_at'];
const ROLE_LABELS: Record<StaffRole, string> = { adviser: 'Adviser', admin: 'Admin' };
const STATUS_LABELS = { invited: 'Invited', active: 'Active', inactive: 'Deactivated' } as const;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function AddStaffDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ name: string; link: string } | null>(null);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };

  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add staff member
      </button>
      <FormDialog
        open={open}
        onOpenChange={reset}
        title={created ? 'Staff member added' : 'Add staff member'}
      >
        {created ? (
          <LinkOnce name={created.name} link={created.link} />
        ) : (
          <StaffForm
            onCreated={({ staff, invite_link }) =>
              setCreated({ name: `${staff.first_name} ${staff.surname}`, link: invite_link })
            }
          />
        )}
      </FormDialog>
    </>
  );
}

type Pending = { member: AdminStaffMember; action: StaffAction };

function describe(pending: Pending) {
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

function StaffTable({ myId }: { myId: string }) {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const query = useStaff(params, true);
  const run = useStaffAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [link, setLink] = useState<{ name: string; link: string } | null>(null);
  const [profile, setProfile] = useState<{ member: AdminStaffMember; opener: HTMLElement } | null>(null);
  const small = buttonClass('secondary', 'md', 'min-h-9 px-3');

  const columns: Column<AdminStaffMember, StaffSort>[] = [
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
      cell: (member) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={small}
            onClick={(event) => setProfile({ member, opener: event.currentTarget })}
          >
            Edit profile<span className="sr-only">: {member.email}</span>
          </button>
          {member.uuid !== myId && (
            <>
              <button
                type="button"
                className={small}
                onClick={() =>
                  setPending({
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
                  onClick={() => setPending({ member, action: { kind: 'invite' } })}
                >
                  Re-send link<span className="sr-only">: {member.email}</span>
                </button>
              )}
              <button
                type="button"
                className={small}
                onClick={() =>
                  setPending({
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
      ),
    },
  ];

  const texts = pending && describe(pending);
  return (
    <>
      <DataTable
        caption="Staff"
        columns={columns}
        {...tableRows(query, 'The staff could not be loaded.')}
        rowKey={(member) => member.uuid}
        params={params}
        onParams={setParams}
        searchLabel="Search by name or email"
        empty="No staff yet."
        toolbar={
          <div className="ml-auto">
            <AddStaffDialog />
          </div>
        }
      />
      {pending && texts && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          {...texts}
          busy={run.isPending}
          onConfirm={() =>
            run.mutate(
              { id: pending.member.uuid, action: pending.action },
              {
                onSuccess: (answer) => {
                  toastSuccess(texts.done);
                  setPending(null);
                  if ('invite_link' in answer)
                    setLink({
                      name: `${pending.member.first_name} ${pending.member.surname}`,
                      link: answer.invite_link,
                    });
                },
                onError: (error) => toastError(error.message),
              },
            )
          }
        />
      )}
      <FormDialog
        open={profile !== null}
        onOpenChange={(open) => !open && setProfile(null)}
        title={
          profile
            ? `Adviser profile: ${profile.member.first_name} ${profile.member.surname}`
            : 'Adviser profile'
        }
        description="What clients see of this staff member as their adviser."
        size="lg"
        returnFocusTo={profile?.opener ?? null}
      >
        {profile && (
          <Suspense fallback={null}>
            <ProfileForm
              staffId={profile.member.uuid}
              whose={
                profile.member.uuid === myId
                  ? 'Your'
                  : `${profile.member.first_name} ${profile.member.surname}`
              }
            />
          </Suspense>
        )}
      </FormDialog>
      <FormDialog
        open={link !== null}
        onOpenChange={(open) => !open && setLink(null)}
        title="New set-up link"
      >
        {link && <LinkOnce name={link.name} link={link.link} />}
      </FormDialog>
    </>
  );
}

/**
 * The firm's staff (admins only): add with a role, change roles, deactivate, re-send set-up links, and set
 * anyone's adviser profile.
 */
export function StaffPage() {
  const me = useStaffMe();
  if (me.isPending) return <SkeletonList rows={3} label="Loading" />;
  if (me.isError) return <ErrorMessage message="Your account could not be loaded." />;
  if (me.data.role !== 'admin')
    return (
      <p className="inline-flex items-center gap-2 text-ink-muted">
        <UserCog aria-hidden="true" className="size-5" />
        Only admins can manage staff.
      </p>
    );
  return <StaffTable myId={me.data.uuid} />;
}
