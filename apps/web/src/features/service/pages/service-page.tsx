import { useQuery } from '@tanstack/react-query';
import { HandCoins, RotateCw } from 'lucide-react';
import { serviceLedgerQuery } from '@/features/service/api/get-service-ledger';
import { ServiceYearCard } from '@/features/service/components/service-year';
import { yearText } from '@/features/service/texts';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSection } from '@/shared/ui/page-section';
import { SkeletonList } from '@/shared/ui/skeleton';

/**
 * /tabs/account/service: "Your service this year", what the client paid their adviser for ongoing advice set
 * against what they received, and the years before.
 */
export function ServicePage() {
  const query = useQuery(serviceLedgerQuery());
  if (query.isPending) return <SkeletonList rows={5} label="Loading your service" />;
  if (query.isError)
    return (
      <EmptyState icon={HandCoins} message="Your service could not be loaded just now.">
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </EmptyState>
    );
  const [current, ...earlier] = query.data.years;
  if (!current)
    return (
      <EmptyState
        icon={HandCoins}
        message="Your service record starts once your adviser sets the date of your first review."
      />
    );
  return (
    <div className="flex flex-col gap-8">
      <PageSection
        heading="Your service this year"
        description={`From your last review to your next: ${yearText(current)}.`}
      >
        <ServiceYearCard year={current} headingLevel="h2" />
      </PageSection>
      {earlier.length > 0 && (
        <section aria-labelledby="service-earlier" className="flex flex-col gap-3">
          <h2 id="service-earlier" className="text-lg font-semibold tracking-tight text-ink">
            Earlier years
          </h2>
          {earlier.map((year) => (
            <details key={year.to} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
                {yearText(year)}
              </summary>
              <div className="mt-3">
                <ServiceYearCard year={year} headingLevel="h2" />
              </div>
            </details>
          ))}
        </section>
      )}
      <p className="text-sm text-ink-muted">
        Fees are the ongoing advice fees taken from your policies in pounds. Working hours are Monday to
        Friday, 9am to 5:30pm UK time, not counting bank holidays.
      </p>
    </div>
  );
}
