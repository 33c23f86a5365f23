import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function InsightViewPage() {
  return (
    <PageSection heading="Insight">
      <EmptyState icon={Newspaper} message="No content to show for this insight yet.">
        <Link to="/tabs/insights" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All insights
        </Link>
      </EmptyState>
    </PageSection>
  );
}
