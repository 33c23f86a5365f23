import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { PublicShell } from '../../../shared/ui/public-shell';

/** /support: the contact-support step. */
export function SupportPage() {
  return (
    <PublicShell
      title="Contact Support"
      description="If you urgently need to access your account for any reason, contact your advisor directly."
      supportLink={false}
    >
      <Link to="/login/form" className={buttonClass('secondary', 'md', 'w-full')}>
        Back to sign in
      </Link>
    </PublicShell>
  );
}
