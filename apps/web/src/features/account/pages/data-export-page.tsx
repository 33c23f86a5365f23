import type { ClientExport } from '@sextant/contracts/client-data';
import { EXPORT_KEEP_HOURS } from '@sextant/contracts/rules/client-data';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, FileArchive, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { exportQuery, getExportFile, startExport } from '@/features/account/api/client-export';
import { EXPORT_FILENAME } from '@/features/account/texts';
import { formatMoment } from '@/shared/format/moment';
import { isHttpError } from '@/shared/http/client';
import { saveBlob } from '@/shared/http/save-file';
import { queryClient } from '@/shared/query/query-client';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorMessage } from '@/shared/ui/messages';
import { PageSection } from '@/shared/ui/page-section';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { SubmitButton } from '@/shared/ui/submit-button';

export const EXPORT_TEXTS = {
  failed: 'Your data could not be prepared. Please try again.',
  startFailed: 'Your data could not be prepared just now. Please try again.',
  downloadFailed: 'The file could not be downloaded just now. Please try again.',
} as const;

const PARTS = [
  'Your profile and contact details',
  'Your policies, valuations and transactions',
  'Your messages with your firm',
  'Your documents, and when you opened, acknowledged or signed them',
  'The terms and consents you accepted',
  'When you signed in',
  'Your notifications, annual reviews and check-in answers',
  'Any support needs your firm recorded with your consent',
];

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What the live region says about the export. */
function stateText(current: ClientExport | null): string {
  if (current?.status === 'building') return 'Preparing your data… This usually takes less than a minute.';
  if (current?.status === 'ready') return 'Your data is ready to download.';
  return '';
}

/**
 * /tabs/account/data: everything the firm holds on the client in the portal, as a ZIP of JSON and CSV files
 * (UK GDPR Articles 15 and 20). Built in the background: its state is asked for every 2 s until it is ready.
 */
export function DataExportPage() {
  const query = useQuery(exportQuery());
  const current = query.data ?? null;
  const status = useRef<HTMLDivElement>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: startExport,
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(exportQuery().queryKey, answer);
      // The button that was pressed is gone: the progress takes focus, and says it aloud.
      status.current?.focus();
    },
    onError: (caught) =>
      setError(isHttpError(caught) && caught.status === 429 ? caught.message : EXPORT_TEXTS.startFailed),
  });

  // Ready while the reader waited on the progress: the Download button takes focus.
  const ready = current?.status === 'ready';
  useEffect(() => {
    if (ready && document.activeElement === status.current) downloadButton.current?.focus();
  }, [ready]);

  async function download() {
    setError(null);
    setDownloading(true);
    try {
      saveBlob(await getExportFile(), EXPORT_FILENAME);
    } catch (caught) {
      if (isHttpError(caught) && caught.status === 404) void query.refetch();
      setError(EXPORT_TEXTS.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <PageSection
      heading="Download your data"
      description="A copy of everything your firm holds about you in this portal, as a ZIP file of JSON and CSV files you can open in a spreadsheet."
    >
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <div>
          <h3 className="text-base font-semibold text-ink">What it holds</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {PARTS.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-muted">
            We keep the file for {EXPORT_KEEP_HOURS} hours after it is ready, then delete it. After that, you
            can prepare a new one.
          </p>
        </div>

        <div ref={status} tabIndex={-1} role="status" aria-live="polite" className="outline-none">
          {current?.status === 'building' && (
            <div className="flex items-center gap-3 rounded-xl bg-canvas p-4 text-base text-ink">
              <Spinner className="size-5 text-accent-ink" />
              <span>{stateText(current)}</span>
            </div>
          )}
          {current?.status === 'ready' && (
            <p className="rounded-xl bg-teal-50 p-4 text-base text-teal-950">
              <span className="font-semibold">{stateText(current)}</span> The file
              {current.size !== null && ` (${sizeOf(current.size)})`} is kept until{' '}
              <time dateTime={current.expires_at}>{formatMoment(current.expires_at)}</time>.
            </p>
          )}
        </div>

        {query.isPending ? (
          <SkeletonList rows={1} label="Checking for a copy of your data" />
        ) : query.isError ? (
          <EmptyState icon={FileArchive} message="We could not check for a copy of your data just now.">
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </EmptyState>
        ) : current?.status === 'ready' ? (
          <button
            ref={downloadButton}
            type="button"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading || undefined}
            className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-start')}
          >
            {downloading ? (
              <Spinner className="size-4.5" />
            ) : (
              <Download aria-hidden="true" className="size-5" />
            )}
            Download my data
          </button>
        ) : current?.status === 'building' ? null : (
          <>
            <ErrorMessage message={current?.status === 'failed' ? EXPORT_TEXTS.failed : null} />
            <SubmitButton
              type="button"
              busy={start.isPending}
              onClick={() => start.mutate()}
              className="sm:w-auto sm:self-start"
            >
              Prepare my data
            </SubmitButton>
          </>
        )}
        <ErrorMessage message={error} />
      </div>
    </PageSection>
  );
}
