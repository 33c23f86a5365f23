import { ArrowLeft, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function ProviderViewPage() {
  return (
    <PageSection heading="Provider">
      <EmptyState icon={Landmark} message="No details to show for this provider yet.">
        <Link to="/tabs/information" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Information
        </Link>
      </EmptyState>
    </PageSection>
  );
}
