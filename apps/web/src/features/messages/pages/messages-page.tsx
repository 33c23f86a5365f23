import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageSection } from '../../../shared/ui/page-section';

export function MessagesPage() {
  return (
    <PageSection heading="Your messages">
      <EmptyState icon={MessagesSquare} message="No messages yet." />
    </PageSection>
  );
}
