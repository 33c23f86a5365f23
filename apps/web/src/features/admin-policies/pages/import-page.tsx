import type { ImportJob } from '@sextant/contracts/admin-policies';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { importQuery } from '@/features/admin-policies/api/get-import';
import { startImport } from '@/features/admin-policies/api/start-import';
import { ImportReportView } from '@/features/admin-policies/components/import-report';
import { ProgressBar } from '@/features/admin-policies/components/progress-bar';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { SubmitButton } from '@/shared/ui/submit-button';

const MAX_BYTES = 10 * 1024 * 1024;
const n = (value: number) => value.toLocaleString('en-GB');
const SAMPLE = `policy_reference,date,value,currency
HV-0101-ISA,2026-01-30,41250.00,GBP
HV-0102-SIPP,2026-01-30,128900.55,GBP`;

function JobProgress({ id, onDone }: { id: string; onDone: (job: ImportJob) => void }) {
  const job = useQuery(importQuery(id));
  const data = job.data;
  if (job.isError)
    return (
      <p role="alert" className="text-red-800">
        The import’s progress could not be read. Its result is in the audit log once it finishes.
      </p>
    );
  if (data?.status === 'done' || data?.status === 'failed') queueMicrotask(() => onDone(data));
  const writing = data?.status === 'writing';
  return (
    <ProgressBar
      label={writing ? 'Writing rows' : 'Checking rows'}
      value={data?.processed ?? 0}
      max={data?.total || 1}
      text={data && data.total > 0 ? `${n(data.processed)} of ${n(data.total)} rows` : 'Starting…'}
    />
  );
}

/** Import valuations from a CSV: upload (with progress), the job's progress, then the row report. */
export function ImportPage() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ sent: number; total: number } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [finished, setFinished] = useState<ImportJob | null>(null);
  const busy = upload !== null || (jobId !== null && !finished);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(
      chosen && chosen.size > MAX_BYTES
        ? 'The file is larger than 10 MB: split it into smaller files.'
        : null,
    );
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    if (fileError) return;
    setFinished(null);
    setJobId(null);
    setUpload({ sent: 0, total: file.size });
    try {
      const job = await startImport(file, (sent, total) => setUpload({ sent, total }));
      setJobId(job.uuid);
    } catch (error) {
      setFileError(
        isHttpError(error)
          ? (error.field('file') ?? error.message)
          : 'The file could not be sent. Please try again.',
      );
    } finally {
      setUpload(null);
    }
  };

  const reset = () => {
    setFile(null);
    setJobId(null);
    setFinished(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-sm"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Valuations file (CSV, at most 10 MB)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={busy}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
            className="block w-full text-sm text-ink file:mr-4 file:min-h-10 file:rounded-lg file:border file:border-line file:bg-navy-50 file:px-4 file:font-semibold file:text-ink hover:file:bg-navy-100"
          />
          {fileError && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {fileError}
            </p>
          )}
          <div id={`${inputId}-hint`} className="text-sm text-ink-muted">
            <p>
              The first line must be the header{' '}
              <code className="font-mono">policy_reference,date,value,currency</code>; then one valuation a
              line: the policy’s reference, the date as YYYY-MM-DD (not in the future), the value as a plain
              number with at most 2 decimals (no £ or commas), and the policy’s currency. For example:
            </p>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-navy-50 p-3 font-mono text-xs text-ink">
              {SAMPLE}
            </pre>
            <p className="mt-2">
              If any line is wrong nothing is imported, and the report lists every problem. Importing the same
              file again changes nothing; a different value for a date replaces the one stored.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="w-full sm:w-56">
            <SubmitButton busy={busy} disabled={!file}>
              <Upload aria-hidden="true" className="size-4" />
              Import
            </SubmitButton>
          </div>
          {finished && (
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={reset}>
              Import another file
            </button>
          )}
        </div>
        {upload && (
          <ProgressBar
            label="Uploading"
            value={upload.sent}
            max={upload.total}
            text={`${n(Math.round(upload.sent / 1024))} of ${n(Math.round(upload.total / 1024))} KB`}
          />
        )}
        {jobId && !finished && <JobProgress id={jobId} onDone={setFinished} />}
      </form>
      {finished?.status === 'failed' && (
        <p role="alert" className="font-medium text-red-800">
          {finished.message ?? 'The import failed; nothing was changed.'}
        </p>
      )}
      {finished?.report && <ImportReportView report={finished.report} />}
    </div>
  );
}
