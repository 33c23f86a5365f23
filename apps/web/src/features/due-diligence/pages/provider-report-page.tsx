import { ArrowLeft, FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function ProviderReportPage() {
  return (
    <PageSection heading="Provider report">
      <EmptyState icon={FileSearch} message="No report content to show yet.">
        <Link to="/tabs/information/due-diligence" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All reports
        </Link>
      </EmptyState>
    </PageSection>
  );
}
