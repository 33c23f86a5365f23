import { Lightbulb } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function InsightsPage() {
  return (
    <PageSection heading="Latest insights">
      <EmptyState icon={Lightbulb} message="No insights to show yet." />
    </PageSection>
  );
}
