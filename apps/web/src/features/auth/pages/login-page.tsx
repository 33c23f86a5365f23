import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { PublicShell } from '../../../shared/ui/public-shell';

/** /login/form: the sign-in steps (email, password, two-factor code) live in this frame. */
export function LoginPage() {
  return (
    <PublicShell
      title="Sign in"
      description="Sign in with the email address your adviser holds for you, your password and a code from your authenticator app."
    >
      <Link to="/" className={buttonClass('secondary', 'md', 'w-full')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </PublicShell>
  );
}
