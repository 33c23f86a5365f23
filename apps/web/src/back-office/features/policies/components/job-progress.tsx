import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { useQuery } from '@tanstack/react-query';
import { importQuery } from '@/back-office/features/policies/api/get-import';
import { ProgressBar } from '@/back-office/shared/progress-bar';
import { n } from './import-report';

/** The check's progress, polled until it is done or has failed (then handed to `onDone`). */
export function JobProgress({
  kind,
  id,
  onDone,
}: {
  kind: ImportKind;
  id: string;
  onDone: (job: ImportJob) => void;
}) {
  const job = useQuery(importQuery(kind, id));
  const data = job.data;
  if (job.isError)
    return (
      <p role="alert" className="text-red-800">
        The check’s progress could not be read. Nothing was imported: check the file again.
      </p>
    );
  if (data?.status === 'done' || data?.status === 'failed') queueMicrotask(() => onDone(data));
  return (
    <ProgressBar
      label="Checking rows"
      value={data?.processed ?? 0}
      max={data?.total || 1}
      text={data && data.total > 0 ? `${n(data.processed)} of ${n(data.total)} rows` : 'Starting…'}
    />
  );
}
