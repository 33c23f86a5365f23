import type { AdminStaffMember } from '@sextant/contracts/admin-staff';
import { lazy, Suspense } from 'react';
import { FormDialog } from '@/shared/ui/lazy-dialog';

const ProfileForm = lazy(() => import('@/back-office/features/staff/components/profile-form'));

interface ProfileDialogProps {
  /** The member whose profile is edited and the button that opened it; null while closed. */
  profile: { member: AdminStaffMember; opener: HTMLElement } | null;
  myId: string;
  onClose: () => void;
}

/** A staff member's adviser profile, edited in a dialog over the staff table. */
export function ProfileDialog({ profile, myId, onClose }: ProfileDialogProps) {
  return (
    <FormDialog
      open={profile !== null}
      onOpenChange={(open) => !open && onClose()}
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
              profile.member.uuid === myId ? 'Your' : `${profile.member.first_name} ${profile.member.surname}`
            }
          />
        </Suspense>
      )}
    </FormDialog>
  );
}
