import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { lazy, Suspense } from 'react';
import { useClientPolicies } from '@/back-office/features/clients/api/get-client-policies';
import { useWithdrawDocument } from '@/back-office/features/clients/api/withdraw-document';
import { ConfirmDialog, FormDialog } from '@/shared/ui/lazy-dialog';
import { SkeletonList } from '@/shared/ui/skeleton';
import { toastError } from '@/shared/ui/toast';
import type { OpenedDocument } from './document-item';
import { EvidencePanel } from './evidence-panel';

const DocumentUploadForm = lazy(() => import('./document-upload-form'));

interface UploadDialogProps {
  clientId: string;
  /** The button that opened the dialog; null while it is closed. */
  opener: HTMLElement | null;
  documents: readonly AdminClientDocument[];
  onClose: () => void;
  onPublished: (document: AdminClientDocument) => void;
}

export function UploadDialog({ clientId, opener, documents, onClose, onPublished }: UploadDialogProps) {
  const policies = useClientPolicies(clientId);
  return (
    <FormDialog
      open={opener !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Upload a document"
      size="lg"
      returnFocusTo={opener}
    >
      <Suspense fallback={<SkeletonList rows={2} label="Loading the form" />}>
        <DocumentUploadForm
          clientId={clientId}
          documents={documents}
          policies={policies.data?.items ?? []}
          onDone={onPublished}
        />
      </Suspense>
    </FormDialog>
  );
}

export function EvidenceDialog({
  evidence,
  onClose,
}: {
  evidence: OpenedDocument | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={evidence !== null}
      onOpenChange={(next) => !next && onClose()}
      title={evidence ? `Evidence: ${evidence.document.title}` : 'Evidence'}
      size="lg"
      returnFocusTo={evidence?.opener ?? null}
    >
      {evidence && <EvidencePanel documentId={evidence.document.uuid} />}
    </FormDialog>
  );
}

interface WithdrawDialogProps {
  clientId: string;
  /** The document asked about; null while the dialog is closed. */
  withdrawing: OpenedDocument | null;
  onClose: () => void;
  onWithdrawn: (document: AdminClientDocument) => void;
}

/** Kept mounted while closed: a withdrawal still running when the dialog closes still says it is done. */
export function WithdrawDialog({ clientId, withdrawing, onClose, onWithdrawn }: WithdrawDialogProps) {
  const withdraw = useWithdrawDocument(clientId);
  if (!withdrawing) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      danger
      title={`Withdraw “${withdrawing.document.title}”?`}
      description="The client no longer sees it. The file and its evidence stay in the firm’s records. This cannot be undone."
      confirm="Withdraw document"
      busy={withdraw.isPending}
      returnFocusTo={withdrawing.opener}
      onConfirm={() =>
        withdraw.mutate(withdrawing.document.uuid, {
          onSuccess: () => onWithdrawn(withdrawing.document),
          onError: () => toastError('The document could not be withdrawn. Please try again.'),
        })
      }
    />
  );
}
