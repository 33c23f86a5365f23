import {
  CalendarCheck,
  Crown,
  FileArchive,
  FileText,
  Fingerprint,
  HandCoins,
  KeyRound,
  LogOut,
  Mail,
  MessagesSquare,
  MonitorSmartphone,
  Smartphone,
  UserPen,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { AppearanceSection } from '@/features/account/components/appearance-section';
import { PendingBanner } from '@/features/account/components/pending-banner';
import { ProfileDetails } from '@/features/account/components/profile-details';
import type { User } from '@/features/account/store';
import { useProfile } from '@/features/account/use-profile';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkList, type LinkListItem } from '@/shared/ui/link-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton, SkeletonList } from '@/shared/ui/skeleton';

const initials = (user: User) => `${user.givenName.charAt(0)}${user.familyName.charAt(0)}`.toUpperCase();
const fullName = (user: User) => [user.title, user.givenName, user.familyName].filter(Boolean).join(' ');

function settingsOf(user: User | null): LinkListItem[] {
  return [
    { to: appPath.changePassword(), label: 'Change password', icon: KeyRound },
    {
      to: appPath.mfaSetup(),
      label: 'Two-factor authentication',
      description: 'Your authenticator app',
      icon: Smartphone,
    },
    {
      to: appPath.passkeys(),
      label: 'Passkeys',
      description: 'Sign in with your fingerprint, face or screen lock',
      icon: Fingerprint,
    },
    {
      to: appPath.security(),
      label: 'Security',
      description: 'Where you are signed in, trusted devices, sign-in history',
      icon: MonitorSmartphone,
    },
    {
      to: appPath.messages(),
      label: 'Messages',
      description: 'Secure messages with your firm',
      icon: MessagesSquare,
    },
    {
      to: appPath.documents(),
      label: 'Documents',
      description: 'Statements, reports and letters from your firm',
      icon: FileText,
    },
    {
      to: appPath.review(),
      label: 'Annual review',
      description: 'Your adviser and your next review',
      icon: CalendarCheck,
    },
    {
      to: appPath.service(),
      label: 'Your service',
      description: 'What you paid your adviser this year, and what you received',
      icon: HandCoins,
    },
    {
      to: appPath.emailPreferences(),
      label: 'Email preferences',
      description: 'Choose which emails you get',
      icon: Mail,
    },
    {
      to: appPath.accountData(),
      label: 'Your data',
      description: 'Download a copy of everything we hold about you',
      icon: FileArchive,
    },
    ...(user?.vip
      ? [
          {
            to: appPath.aboutVip(),
            label: 'Your VIP service',
            description: 'About your VIP service',
            icon: Crown,
          },
        ]
      : []),
  ];
}

/** /tabs/account: the profile (SPEC §3), the pending-amendment banner, account settings and sign out. */
export function AccountPage() {
  const { user, loading, refresh } = useProfile();

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-6">
        {user?.updatePending && <PendingBanner />}

        <section aria-labelledby="profile-heading" className="flex flex-col gap-5">
          {loading ? (
            <>
              <h2 id="profile-heading" className="sr-only">
                Your profile
              </h2>
              <div role="status" aria-label="Loading your profile" className="flex items-center gap-4">
                <Skeleton className="size-16 rounded-full" />
                <div className="flex-1">
                  <Skeleton className="h-6 w-48" />
                  <Skeleton className="mt-2 h-4 w-56" />
                </div>
              </div>
            </>
          ) : (
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-16 shrink-0 place-items-center rounded-full bg-navy-900 text-xl font-semibold text-white"
              >
                {user ? initials(user) : <UserRound className="size-7" />}
              </span>
              <div className="min-w-0">
                <h2
                  id="profile-heading"
                  className="truncate text-2xl font-semibold tracking-tight text-ink max-[21em]:whitespace-normal"
                >
                  {user ? fullName(user) : 'Your profile'}
                </h2>
                {user && <p className="truncate text-ink-muted max-[21em]:whitespace-normal">{user.email}</p>}
              </div>
            </div>
          )}

          {user ? (
            <>
              <ProfileDetails user={user} />
              <Link
                to={appPath.accountUpdate()}
                className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-start')}
              >
                <UserPen aria-hidden="true" className="size-5" />
                Update your details
              </Link>
            </>
          ) : loading ? (
            <SkeletonList rows={3} label="Loading your details" />
          ) : (
            <EmptyState icon={UserRound} message="Your details are not available right now." />
          )}
        </section>

        <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
          <h2 id="settings-heading" className="text-lg font-semibold tracking-tight text-ink">
            Settings
          </h2>
          <LinkList label="Account settings" items={settingsOf(user)} />
        </section>

        <AppearanceSection />

        <Link to="/logout" className={buttonClass('secondary', 'lg', 'w-full text-red-700')}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign out
        </Link>
      </div>
    </PullToRefresh>
  );
}
