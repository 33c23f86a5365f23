import { lazy, Suspense } from 'react';
import { AccessLedgerReport } from '@/back-office/features/reports/components/access-ledger-report';
import { ReviewsReport } from '@/back-office/features/reports/components/reviews-report';
import { londonToday } from '@/back-office/features/reports/periods';
import { SkeletonList } from '@/shared/ui/skeleton';

// Below the first report, it loads beside the page rather than before it (the screen's size budget).
const ServiceReport = lazy(async () => ({
  default: (await import('@/back-office/features/reports/components/service-report')).ServiceReport,
}));

/** The firm's reports: reviews in a period, the ongoing fee against the service, and the quarterly access ledger. */
export function ReportsPage() {
  const today = londonToday();
  return (
    <div className="flex flex-col gap-6">
      <ReviewsReport today={today} />
      <Suspense fallback={<SkeletonList rows={3} label="Loading the service report" />}>
        <ServiceReport today={today} />
      </Suspense>
      <AccessLedgerReport today={today} />
    </div>
  );
}
