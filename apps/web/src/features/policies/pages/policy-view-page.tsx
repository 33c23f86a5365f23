import { ArrowLeft, ChartLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function PolicyViewPage() {
  return (
    <PageSection heading="Policy details">
      <EmptyState icon={ChartLine} message="No details to show for this policy yet.">
        <Link to="/tabs/policies" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All policies
        </Link>
      </EmptyState>
    </PageSection>
  );
}
