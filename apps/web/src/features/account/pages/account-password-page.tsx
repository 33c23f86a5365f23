import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function AccountPasswordPage() {
  return (
    <PageSection heading="Change password">
      <EmptyState icon={KeyRound} message="Your new password must be at least 10 characters long.">
        <Link to="/tabs/account" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Account
        </Link>
      </EmptyState>
    </PageSection>
  );
}
