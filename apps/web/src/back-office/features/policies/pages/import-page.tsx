import type { ImportKind } from '@sextant/contracts/admin-policies';
import { FileCheck } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvFileField } from '@/back-office/features/policies/components/csv-file-field';
import { n } from '@/back-office/features/policies/components/import-report';
import { JobProgress } from '@/back-office/features/policies/components/job-progress';
import { KindChoice } from '@/back-office/features/policies/components/kind-choice';
import { useCsvImport } from '@/back-office/features/policies/components/use-csv-import';
import { ProgressBar } from '@/back-office/shared/progress-bar';
import { SubmitButton } from '@/shared/ui/submit-button';

// Below the form, or instead of it for a preview opened from there: loaded after the page's start-up, which
// stays within its size budget.
const WaitingPreviews = lazy(() =>
  import('@/back-office/features/policies/components/waiting-previews').then((module) => ({
    default: module.WaitingPreviews,
  })),
);
// Shown once a check has finished: its preview and report load meanwhile.
const ImportResult = lazy(() =>
  import('@/back-office/features/policies/components/import-result').then((module) => ({
    default: module.ImportResult,
  })),
);
const OpenedPreview = lazy(() =>
  import('@/back-office/features/policies/components/opened-preview').then((module) => ({
    default: module.OpenedPreview,
  })),
);

/**
 * Import valuations or transactions from a CSV: upload (with progress), the check's progress, then the
 * preview to confirm or cancel (nothing is written before), or the file's bad rows. Below, the checked files
 * still waiting (`created_by=me`: only the signed-in staff member's); one opens as `?preview=`.
 */
export function ImportPage() {
  const [search, setSearch] = useSearchParams();
  const opened = search.get('preview');
  const mine = search.get('created_by') === 'me';
  if (opened)
    return (
      <div className="flex max-w-4xl flex-col gap-8">
        <Suspense fallback={null}>
          <OpenedPreview id={opened} onClose={() => setSearch(mine ? { created_by: 'me' } : {})} />
        </Suspense>
      </div>
    );
  return (
    <NewImport
      waiting={
        <Suspense fallback={null}>
          <WaitingPreviews
            mine={mine}
            setMine={(on) => setSearch(on ? { created_by: 'me' } : {}, { replace: true })}
          />
        </Suspense>
      }
    />
  );
}

/** The file's kind and the file, checked; the waiting previews beneath until a check starts. */
function NewImport({ waiting }: { waiting: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const asked: ImportKind = search.get('kind') === 'transactions' ? 'transactions' : 'valuations';
  // The choice shows at once: the address follows, but its navigation waits for the route's loaders to
  // revalidate, and on a busy machine a radio read straight after its click was still unchecked.
  const [kind, setKind] = useState<ImportKind>(asked);
  useEffect(() => setKind(asked), [asked]);
  const { input, file, fileError, upload, job, finished, setFinished, reset, choose, submit } =
    useCsvImport();
  const checking = upload !== null || (job !== null && !finished);
  // A preview waits for Confirm or Cancel before another file is chosen.
  const deciding = finished?.preview?.status === 'pending';

  const chooseKind = (next: ImportKind) => {
    reset();
    setKind(next);
    setSearch(next === 'valuations' ? {} : { kind: next }, { replace: true });
  };

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <form
        onSubmit={(event) => submit(event, kind)}
        noValidate
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <KindChoice kind={kind} disabled={checking || deciding} onChange={chooseKind} />
        <CsvFileField
          kind={kind}
          ref={input}
          onChange={choose}
          disabled={checking || deciding}
          error={fileError}
        />
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
      {finished && (
        <Suspense fallback={null}>
          <ImportResult finished={finished} onRestart={reset} />
        </Suspense>
      )}
      {!upload && !job && !finished && waiting}
    </div>
  );
}
