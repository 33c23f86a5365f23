import { FileSearch, Landmark } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LinkList } from '../../../shared/ui/link-list';
import { PageSection } from '../../../shared/ui/page-section';

export function InformationPage() {
  return (
    <div className="flex flex-col gap-8">
      <LinkList
        label="Research"
        items={[
          {
            to: '/tabs/information/due-diligence',
            label: 'Due diligence reports',
            description: "Your firm's reviews of providers, by financial year",
            icon: FileSearch,
          },
        ]}
      />
      <PageSection heading="Providers">
        <EmptyState icon={Landmark} message="No providers to show yet." />
      </PageSection>
    </div>
  );
}
