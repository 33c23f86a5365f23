import { Wallet } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function PoliciesPage() {
  return (
    <PageSection heading="Your policies">
      <EmptyState icon={Wallet} message="No policies to show yet." />
    </PageSection>
  );
}
