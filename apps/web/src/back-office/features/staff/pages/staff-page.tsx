import type { AdminStaffMember, StaffSort } from '@sextant/contracts/admin-staff';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { useStaff } from '@/back-office/features/staff/api/get-staff';
import { AddStaffDialog } from '@/back-office/features/staff/components/add-staff-dialog';
import { CoverSection } from '@/back-office/features/staff/components/cover-section';
import { LinkOnce } from '@/back-office/features/staff/components/link-once';
import { ProfileDialog } from '@/back-office/features/staff/components/profile-dialog';
import {
  type PendingAction,
  StaffActionDialog,
} from '@/back-office/features/staff/components/staff-action-dialog';
import { staffColumns } from '@/back-office/features/staff/components/staff-columns';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { FormDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';

const SORTS: readonly StaffSort[] = ['name', 'email', 'role', 'created_at'];

function StaffTable({ myId }: { myId: string }) {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const query = useStaff(params, true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [link, setLink] = useState<{ name: string; link: string } | null>(null);
  const [profile, setProfile] = useState<{ member: AdminStaffMember; opener: HTMLElement } | null>(null);
  const columns = staffColumns(myId, {
    onProfile: (member, opener) => setProfile({ member, opener }),
    onAction: setPending,
  });

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
      <StaffActionDialog pending={pending} onClose={() => setPending(null)} onLink={setLink} />
      <ProfileDialog profile={profile} myId={myId} onClose={() => setProfile(null)} />
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
 * anyone's adviser profile; and holiday cover, arranged and cancelled here.
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
  return (
    <div className="flex flex-col gap-8">
      <StaffTable myId={me.data.uuid} />
      <CoverSection />
    </div>
  );
}
