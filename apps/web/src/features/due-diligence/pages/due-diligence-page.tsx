import { FileSearch } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function DueDiligencePage() {
  return (
    <PageSection heading="Due diligence reports">
      <EmptyState icon={FileSearch} message="No reports to show yet." />
    </PageSection>
  );
}
