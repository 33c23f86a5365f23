import { SecuritySessions } from '@/features/account/components/security-sessions';
import { SignInHistory } from '@/features/account/components/sign-in-history';
import { TrustedDevices } from '@/features/account/components/trusted-devices';
import { PageSection } from '@/shared/ui/page-section';

/**
 * /tabs/account/security: where the client is signed in, which devices skip the verification code, and
 * their sign-in history, so a sign-in they do not recognise can be seen and ended.
 */
export function SecurityPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageSection
        heading="Where you're signed in"
        description="Sign out any session you do not recognise, then change your password."
      >
        <SecuritySessions />
      </PageSection>
      <PageSection
        heading="Trusted devices"
        description="These devices skip the verification code when you sign in. Forget one and it asks for the code again."
      >
        <TrustedDevices />
      </PageSection>
      <PageSection
        heading="Sign-in history"
        description="Sign-ins, failed attempts and security changes on your account."
      >
        <SignInHistory />
      </PageSection>
    </div>
  );
}
