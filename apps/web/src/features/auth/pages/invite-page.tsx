import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { PublicShell } from '../../../shared/ui/public-shell';

/** /invite/:code: a new client creates a password from the invitation email. */
export function InvitePage() {
  return (
    <PublicShell
      title="Create your password"
      description="Your adviser has invited you to Sextant. Once your password is set you can sign in."
    >
      <Link to="/login/form" className={buttonClass('secondary', 'md', 'w-full')}>
        Go to sign in
      </Link>
    </PublicShell>
  );
}
