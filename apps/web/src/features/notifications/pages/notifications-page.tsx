import { Bell } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function NotificationsPage() {
  return (
    <PageSection heading="Your notifications">
      <EmptyState icon={Bell} message="No notifications yet." />
    </PageSection>
  );
}
