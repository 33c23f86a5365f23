import { ArrowLeft, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function MfaSetupPage() {
  return (
    <PageSection heading="Two-Factor Authentication">
      <EmptyState icon={Smartphone} message="Sign-in codes come from an authenticator app on your phone.">
        <Link to="/tabs/account" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Account
        </Link>
      </EmptyState>
    </PageSection>
  );
}
