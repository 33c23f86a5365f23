import { AccessLedgerReport } from '@/back-office/features/reports/components/access-ledger-report';
import { ReviewsReport } from '@/back-office/features/reports/components/reviews-report';
import { ServiceReport } from '@/back-office/features/reports/components/service-report';
import { londonToday } from '@/back-office/features/reports/periods';

/** The firm's reports: reviews in a period, the ongoing fee against the service, and the quarterly access ledger. */
export function ReportsPage() {
  const today = londonToday();
  return (
    <div className="flex flex-col gap-6">
      <ReviewsReport today={today} />
      <ServiceReport today={today} />
      <AccessLedgerReport today={today} />
    </div>
  );
}
