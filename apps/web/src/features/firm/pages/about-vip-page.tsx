import { Crown } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function AboutVipPage() {
  return (
    <PageSection heading="Your VIP service">
      <EmptyState icon={Crown} message="No VIP details to show yet." />
    </PageSection>
  );
}
