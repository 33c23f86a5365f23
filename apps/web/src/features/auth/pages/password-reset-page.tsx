import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { PublicShell } from '../../../shared/ui/public-shell';

/** /password-reset/:code: the create-password step reached from a reset email. */
export function PasswordResetPage() {
  return (
    <PublicShell
      title="Set a new password"
      description="Choose a password of at least 10 characters that you do not use anywhere else."
    >
      <Link to="/login/form" className={buttonClass('secondary', 'md', 'w-full')}>
        Go to sign in
      </Link>
    </PublicShell>
  );
}
