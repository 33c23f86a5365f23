import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { deleteMfa } from '@/features/auth/api/delete-mfa';
import { getMfaStatus } from '@/features/auth/api/get-mfa-status';
import { verifyMfaSetup } from '@/features/auth/api/verify-mfa-setup';
import { fieldOf } from '@/features/auth/components/flow-context';
import { MfaSetupPanel } from '@/features/auth/components/mfa-setup-panel';
import { isMobileBrowser } from '@/features/auth/mobile';
import { TEXTS } from '@/features/auth/texts';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage, SuccessMessage } from '@/shared/ui/messages';
import { PageSection } from '@/shared/ui/page-section';
import { SubmitButton } from '@/shared/ui/submit-button';

export const MFA_RESET_TEXTS = {
  failed: 'Two-factor authentication could not be reset. Please try again.',
  done: 'Two-factor authentication is set up. Use the codes of your new authenticator account from now on.',
} as const;

type Stage = { name: 'confirm' } | { name: 'setup'; secret: string; qrCode: string } | { name: 'done' };

/**
 * /tabs/account/mfa-setup: move sign-in codes to a new authenticator. The password confirms it; MFA is
 * turned off (DELETE mfa-delete), the new secret shown, and the first code from it turns MFA on again.
 */
export function MfaResetPage() {
  const [stage, setStage] = useState<Stage>({ name: 'confirm' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const password = fieldOf(event.currentTarget, 'current_password');
    setBusy(true);
    setError(null);
    setPasswordError(undefined);
    try {
      await deleteMfa(password);
      const status = await getMfaStatus();
      if (status.mfa_configured !== false || !status.otp_code || !status.image_url)
        throw new Error('No new secret');
      setStage({ name: 'setup', secret: status.otp_code, qrCode: status.image_url });
    } catch (caught) {
      const fieldError = isHttpError(caught) ? caught.field('current_password') : undefined;
      if (fieldError) setPasswordError(fieldError);
      else setError(MFA_RESET_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await verifyMfaSetup(code.trim());
      setStage({ name: 'done' });
    } catch {
      setError(TEXTS.unableToVerify);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection
      heading="Two-Factor Authentication"
      description="Sign-in codes come from an authenticator app on your phone. Set up a new one here, for example on a new phone."
    >
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        {stage.name === 'confirm' && (
          <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4">
            <p className="text-base text-ink">
              Your current authenticator stops working as soon as you go on. If you leave before verifying the
              new one, you will set it up at your next sign-in.
            </p>
            <TextField
              label="Current password"
              name="current_password"
              type="password"
              autoComplete="current-password"
              error={passwordError}
            />
            <ErrorMessage message={error} />
            <SubmitButton busy={busy}>Continue</SubmitButton>
          </form>
        )}
        {stage.name === 'setup' && (
          <MfaSetupPanel
            secret={stage.secret}
            qrCode={stage.qrCode}
            phone={isMobileBrowser()}
            scan
            headingLevel={3}
            busy={busy}
            error={error}
            onVerify={(code) => void verify(code)}
          />
        )}
        {stage.name === 'done' && (
          <div className="flex flex-col gap-4">
            <SuccessMessage message={MFA_RESET_TEXTS.done} />
            <Link to={appPath.account()} className={buttonClass('secondary', 'lg', 'w-full')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Account
            </Link>
          </div>
        )}
      </div>
    </PageSection>
  );
}
