import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { adminFirmQuery } from '@/back-office/features/firm/api/firm';
import { LogoEditor } from '@/back-office/features/firm/components/logo-editor';
import { SegmentsSection } from '@/back-office/features/firm/components/segments-section';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

// The form (react-hook-form) loads beside the firm's data, not before the screen can show.
const profileForm = import('@/back-office/features/firm/components/profile-form');
const ProfileForm = lazy(async () => ({ default: (await profileForm).ProfileForm }));
const RetentionSetting = lazy(() => import('@/back-office/features/firm/components/retention-setting'));

/**
 * The firm's profile as clients see it (admins edit it, advisers read it), its review segments, and the
 * admins' settings.
 */
export function FirmPage() {
  const me = useStaffMe();
  const query = useQuery(adminFirmQuery());
  const canEdit = me.data?.role === 'admin';

  if (query.isPending || me.isPending) {
    return (
      <div className="flex max-w-2xl flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading the firm profile
        </p>
        <Skeleton className="size-28" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>The firm profile could not be loaded.</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      {!canEdit && (
        <p className="rounded-xl border border-line bg-navy-50 px-4 py-3 text-sm text-ink">
          Only your firm’s admins can change the profile.
        </p>
      )}
      <LogoEditor logo={query.data.logo} canEdit={canEdit} />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <ProfileForm key={query.data.uuid} firm={query.data} canEdit={canEdit} />
      </Suspense>
      <SegmentsSection canEdit={canEdit} />
      {canEdit && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <RetentionSetting />
        </Suspense>
      )}
    </div>
  );
}
