import { ArrowLeft, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function AccountUpdatePage() {
  return (
    <PageSection heading="Your details">
      <EmptyState icon={UserPen} message="No details to show yet.">
        <Link to="/tabs/account" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Account
        </Link>
      </EmptyState>
    </PageSection>
  );
}
