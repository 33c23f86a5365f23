import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { useQuery } from '@tanstack/react-query';
import { FileCheck } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { importQuery } from '@/back-office/features/policies/api/get-import';
import { startImport } from '@/back-office/features/policies/api/start-import';
import { PreviewPanel } from '@/back-office/features/policies/components/import-preview';
import { ImportReportView, n } from '@/back-office/features/policies/components/import-report';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { SubmitButton } from '@/shared/ui/submit-button';

const MAX_BYTES = 10 * 1024 * 1024;

/** What each kind of file holds, as its header, a sample and the rules of its rows. */
const KINDS: Record<
  ImportKind,
  { label: string; what: string; header: string; sample: string; rules: string; identity: string }
> = {
  valuations: {
    label: 'Valuations',
    what: 'What each policy was worth on a date.',
    header: 'policy_reference,date,value,currency',
    sample: `policy_reference,date,value,currency
TRY-0001,2026-10-31,10085.40,GBP
TRY-0001,2026-11-20,10642.15,GBP`,
    rules:
      'Then one valuation a line: the policy’s reference, the date as YYYY-MM-DD (not in the future), the value as a plain number with at most 2 decimals (no £ or commas), and the policy’s currency.',
    identity:
      'Importing the same file again changes nothing; a different value for a stored date replaces it.',
  },
  transactions: {
    label: 'Transactions',
    what: 'Money paid in, taken out or charged.',
    header: 'policy_reference,date,type,amount,currency[,description][,reference]',
    sample: `policy_reference,date,type,amount,currency,description,reference
TRY-0001,2026-10-20,transfer_in,10000.00,GBP,Transfer from another ISA,TRY-T-1
TRY-0001,2026-11-03,contribution,500.00,GBP,Monthly contribution,TRY-C-1
TRY-0001,2026-11-10,charge,7.50,GBP,Platform fee,`,
    rules:
      'Then one transaction a line: the policy’s reference, the date as YYYY-MM-DD, the type (contribution, tax_relief, transfer_in, withdrawal, income, transfer_out or charge), the amount as a positive plain number with at most 2 decimals, and the policy’s currency; then, if you have them, a description and the provider’s reference.',
    identity:
      'A transaction with a reference is matched by it, so a changed amount changes that one row; one without is matched by its date, type, amount and description. Importing the same file again changes nothing.',
  },
};
const ORDER: readonly ImportKind[] = ['valuations', 'transactions'];

function JobProgress({
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

function KindChoice({
  kind,
  disabled,
  onChange,
}: {
  kind: ImportKind;
  disabled: boolean;
  onChange: (kind: ImportKind) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">What the file holds</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ORDER.map((value) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              value === kind ? 'border-accent bg-teal-50' : 'border-line bg-surface hover:bg-navy-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === kind}
              onChange={() => onChange(value)}
              className="mt-1 size-4 shrink-0 accent-teal-600"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold text-ink">{KINDS[value].label}</span>
              <span className="text-sm text-ink-muted">{KINDS[value].what}</span>
              <code className="font-mono text-xs break-all text-ink">{KINDS[value].header}</code>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Import valuations or transactions from a CSV: upload (with progress), the check's progress, then the
 * preview to confirm or cancel (nothing is written before), or the file's bad rows.
 */
export function ImportPage() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useSearchParams();
  const kind: ImportKind = search.get('kind') === 'transactions' ? 'transactions' : 'valuations';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ sent: number; total: number } | null>(null);
  const [job, setJob] = useState<{ kind: ImportKind; id: string } | null>(null);
  const [finished, setFinished] = useState<ImportJob | null>(null);
  const checking = upload !== null || (job !== null && !finished);
  // A preview waits for Confirm or Cancel before another file is chosen.
  const deciding = finished?.preview?.status === 'pending';
  const text = KINDS[kind];

  const reset = () => {
    setFile(null);
    setFileError(null);
    setJob(null);
    setFinished(null);
    if (input.current) input.current.value = '';
  };

  const chooseKind = (next: ImportKind) => {
    reset();
    // flushSync: the radio is controlled by the address, and a transition would leave it unchecked
    // until the navigation commits (a click on a busy machine could read as not taken).
    setSearch(next === 'valuations' ? {} : { kind: next }, { replace: true, flushSync: true });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(
      chosen && chosen.size > MAX_BYTES
        ? 'The file is larger than 10 MB: split it into smaller files.'
        : null,
    );
    setFile(chosen);
    setJob(null);
    setFinished(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    if (fileError) return;
    setFinished(null);
    setJob(null);
    setUpload({ sent: 0, total: file.size });
    try {
      const started = await startImport(kind, file, (sent, total) => setUpload({ sent, total }));
      setJob({ kind, id: started.uuid });
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

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <KindChoice kind={kind} disabled={checking || deciding} onChange={chooseKind} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {text.label} file (CSV, at most 10 MB)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={checking || deciding}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
            className="block w-full min-w-0 text-sm text-ink file:mr-4 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-navy-50 file:px-4 file:font-semibold file:text-ink hover:file:bg-navy-100"
          />
          {fileError && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {fileError}
            </p>
          )}
          <div id={`${inputId}-hint`} className="text-sm text-ink-muted">
            <p>
              The first line must be the header <code className="font-mono break-all">{text.header}</code>.{' '}
              {text.rules} For example:
            </p>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-navy-50 p-3 font-mono text-xs text-ink">
              {text.sample}
            </pre>
            <p className="mt-2">
              The file is checked first and shown to you as a preview; nothing changes until you confirm it.
              If any line is wrong nothing can be imported, and every problem is listed. {text.identity}
            </p>
          </div>
        </div>
        <div className="w-full sm:w-56">
          <SubmitButton busy={checking} disabled={!file || deciding}>
            <FileCheck aria-hidden="true" className="size-4" />
            Check file
          </SubmitButton>
        </div>
        {upload && (
          <ProgressBar
            label="Uploading"
            value={upload.sent}
            max={upload.total}
            text={`${n(Math.round(upload.sent / 1024))} of ${n(Math.round(upload.total / 1024))} KB`}
          />
        )}
        {job && !finished && <JobProgress kind={job.kind} id={job.id} onDone={setFinished} />}
      </form>
      {finished?.status === 'failed' && (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-medium text-red-800">
            {finished.message ?? 'The file could not be checked; nothing was imported.'}
          </p>
          <button type="button" className={buttonClass('secondary', 'lg', 'self-start')} onClick={reset}>
            Import another file
          </button>
        </div>
      )}
      {finished?.status === 'done' &&
        (finished.preview ? (
          <PreviewPanel
            key={finished.preview.uuid}
            kind={finished.kind}
            preview={finished.preview}
            onRestart={reset}
          />
        ) : (
          finished.report && <ImportReportView kind={finished.kind} report={finished.report} />
        ))}
    </div>
  );
}
