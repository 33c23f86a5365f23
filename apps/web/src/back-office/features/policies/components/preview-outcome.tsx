import type { ImportKind } from '@sextant/contracts/admin-policies';
import { Info } from 'lucide-react';
import { BroughtInHints } from './brought-in-hints';
import { ImportAnotherButton } from './import-another-button';
import { ImportReportView } from './import-report';
import type { Outcome } from './use-preview-decision';

interface PreviewOutcomeProps {
  kind: ImportKind;
  outcome: Outcome;
  onRestart: () => void;
}

/** A decided preview: the import's report once confirmed, or why nothing was imported. */
export function PreviewOutcome({ kind, outcome, onRestart }: PreviewOutcomeProps) {
  if (outcome.kind === 'confirmed')
    return (
      <div className="flex flex-col gap-4">
        <ImportReportView kind={kind} report={outcome.confirmation.report} />
        <BroughtInHints hints={outcome.confirmation.preview.possible_brought_in} />
        <ImportAnotherButton onRestart={onRestart} />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p
        role={outcome.kind === 'closed' ? 'alert' : 'status'}
        className="flex items-center gap-2 font-medium text-ink"
      >
        <Info aria-hidden="true" className="size-5 shrink-0" />
        {outcome.kind === 'cancelled'
          ? 'Import cancelled. Nothing was imported.'
          : `${outcome.message} Nothing was imported from this preview.`}
      </p>
      <ImportAnotherButton onRestart={onRestart} />
    </div>
  );
}
