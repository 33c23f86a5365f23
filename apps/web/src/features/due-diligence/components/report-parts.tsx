import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

/** Lines of a report's body while it loads. */
export function BodySkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2.5">
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-11/12" />
      <Skeleton className="h-3.5 w-3/4" />
    </div>
  );
}

/** A whole report while it loads, announced once. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-3 w-32" />
      <Skeleton className="mt-3 h-7 w-4/5" />
      <Skeleton className="mt-3 mb-8 h-3.5 w-40" />
      <BodySkeleton />
    </div>
  );
}

export function ToAllReports() {
  return (
    <Link to={appPath.dueDiligence()} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All reports
    </Link>
  );
}

export const articleClass = 'rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8';
