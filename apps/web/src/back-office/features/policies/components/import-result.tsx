import type { ImportJob } from '@sextant/contracts/admin-policies';
import { ImportAnotherButton } from './import-another-button';
import { PreviewPanel } from './import-preview';
import { ImportReportView } from './import-report';

/** A finished check: why it failed, the preview to confirm or cancel, or the import's report. */
export function ImportResult({ finished, onRestart }: { finished: ImportJob; onRestart: () => void }) {
  if (finished.status === 'failed') {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="font-medium text-red-800">
          {finished.message ?? 'The file could not be checked; nothing was imported.'}
        </p>
        <ImportAnotherButton onRestart={onRestart} />
      </div>
    );
  }
  if (finished.status !== 'done') return null;
  if (finished.preview) {
    return (
      <PreviewPanel
        key={finished.preview.uuid}
        kind={finished.kind}
        preview={finished.preview}
        onRestart={onRestart}
      />
    );
  }
  return finished.report ? <ImportReportView kind={finished.kind} report={finished.report} /> : null;
}
