import { lazy, Suspense } from 'react';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';

const ProfileForm = lazy(() => import('@/back-office/features/staff/components/profile-form'));

/** The signed-in staff member's own adviser profile: what their clients see of them. */
export function ProfilePage() {
  const me = useStaffMe();
  if (me.isPending) return <SkeletonList rows={2} label="Loading" />;
  if (me.isError) return <ErrorMessage message="Your account could not be loaded." />;
  return (
    <section
      aria-labelledby="profile-heading"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div>
        <h2 id="profile-heading" className="text-lg font-semibold tracking-tight text-ink">
          {me.data.first_name} {me.data.surname}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Clients whose adviser you are see this on their Information screen and beside your messages, with
          your name and email ({me.data.email}).
        </p>
      </div>
      <Suspense fallback={<SkeletonList rows={2} label="Loading the profile" />}>
        <ProfileForm staffId={me.data.uuid} />
      </Suspense>
    </section>
  );
}
