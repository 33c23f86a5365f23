import { Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { LinkOnce } from '@/back-office/features/staff/components/link-once';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/lazy-dialog';

const StaffForm = lazy(() => import('@/back-office/features/staff/components/staff-form'));

/** The button that adds a staff member, and its dialog: the form, then the new member's set-up link once. */
export function AddStaffDialog() {
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
