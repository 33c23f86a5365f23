import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function ContentPage() {
  return (
    <PageSection heading="Content">
      <EmptyState icon={Newspaper} message="No content to show yet.">
        <Link to="/tabs/policies" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Policies
        </Link>
      </EmptyState>
    </PageSection>
  );
}
