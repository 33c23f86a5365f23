import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { inviteQuery } from '@/features/auth/api/get-invite';
import { LoginForm } from '@/features/auth/components/login-form';
import { textLinkClass } from '@/features/auth/components/step-link';
import { TEXTS } from '@/features/auth/texts';
import { ErrorMessage } from '@/shared/ui/messages';
import { PublicShell } from '@/shared/ui/public-shell';
import { Spinner } from '@/shared/ui/spinner';

/** /invite/:code: the invite is checked, then its create-password step (SPEC §5). */
export function InvitePage() {
  const { code = '' } = useParams();
  const invite = useQuery(inviteQuery(code));

  if (invite.isSuccess) {
    return (
      <LoginForm
        key={code}
        step="createPassword"
        resetCode={code}
        email={invite.data.email}
        intro={`Welcome, ${invite.data.first_name}. Choose a password to finish setting up your account.`}
      />
    );
  }

  return (
    <PublicShell title="Create Password">
      {invite.isPending ? (
        <p role="status" className="flex items-center gap-3 text-base text-ink-muted">
          <Spinner className="text-accent" />
          Checking your invitation…
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <ErrorMessage message={TEXTS.inviteNotFound} />
          <p className="text-sm text-ink-muted">
            The link may have expired or been used already. Ask your adviser for a new invitation.
          </p>
          <Link to="/login/form" className={textLinkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Link>
        </div>
      )}
    </PublicShell>
  );
}
