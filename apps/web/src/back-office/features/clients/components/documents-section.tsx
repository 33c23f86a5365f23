import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import { ExternalLink, FileText, ShieldCheck, Undo2, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { openDocument } from '@/back-office/features/clients/api/document-files';
import { useClientDocuments } from '@/back-office/features/clients/api/get-client-documents';
import { useClientPolicies } from '@/back-office/features/clients/api/get-client-policies';
import { useWithdrawDocument } from '@/back-office/features/clients/api/withdraw-document';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmDialog, FormDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';
import { CertificateButton } from './certificate-button';
import { EvidencePanel } from './evidence-panel';
import { formatDateTime, formatSize, REQUIREMENT_LABELS, STATE_LABELS } from './service-texts';
import { Badge } from './status-badge';

const DocumentUploadForm = lazy(() => import('./document-upload-form'));

const small = buttonClass('secondary', 'md', 'min-h-11 px-3');
const STATE_TONES = { current: 'green', superseded: 'grey', withdrawn: 'red' } as const;

/** "Opened 3 Dec 2026, 10:04" or "Not opened yet". */
function completedText(document: AdminClientDocument): string {
  if (document.requires === 'none') return 'Nothing to complete';
  const verb = document.requires === 'sign' ? 'Signed' : 'Acknowledged';
  return document.completed_at
    ? `${verb} ${formatDateTime(document.completed_at)}`
    : `Not ${verb.toLowerCase()} yet`;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

interface ItemActions {
  onOpen: (document: AdminClientDocument) => void;
  opening: boolean;
  onEvidence: (document: AdminClientDocument, opener: HTMLElement) => void;
  onWithdraw: (document: AdminClientDocument, opener: HTMLElement) => void;
}

function DocumentItem({ document, actions }: { document: AdminClientDocument; actions: ItemActions }) {
  const name = `${document.title} (version ${document.version})`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="min-w-0 text-base font-semibold break-words text-ink">{document.title}</h4>
        <Badge tone={STATE_TONES[document.state]}>{STATE_LABELS[document.state]}</Badge>
        <Badge tone="grey">Version {document.version}</Badge>
        {document.requires !== 'none' && (
          <Badge tone={document.completed_at ? 'green' : 'amber'}>
            {document.completed_at
              ? document.requires === 'sign'
                ? 'Signed'
                : 'Acknowledged'
              : `Must ${REQUIREMENT_LABELS[document.requires].label.toLowerCase()}`}
          </Badge>
        )}
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Category">{CATEGORY_NAMES[document.category]}</Fact>
        <Fact label="Policy">{document.policy?.reference ?? 'None'}</Fact>
        <Fact label="Published">
          {`${formatDateTime(document.published_at)}${document.published_by ? ` by ${document.published_by}` : ''}`}
        </Fact>
        <Fact label="Opened by the client">
          {document.first_opened_at ? formatDateTime(document.first_opened_at) : 'Not opened yet'}
        </Fact>
        <Fact label="Completed">{completedText(document)}</Fact>
        <Fact label="File">{`${document.filename}, ${formatSize(document.size)}`}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          aria-label={`Open: ${name}`}
          onClick={() => actions.onOpen(document)}
          disabled={actions.opening}
          aria-busy={actions.opening || undefined}
        >
          {actions.opening ? (
            <Spinner className="size-4" />
          ) : (
            <ExternalLink aria-hidden="true" className="size-4" />
          )}
          Open
        </button>
        <button
          type="button"
          className={small}
          aria-label={`Evidence: ${name}`}
          onClick={(event) => actions.onEvidence(document, event.currentTarget)}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Evidence
        </button>
        {document.completed_at && (
          <CertificateButton
            documentId={document.uuid}
            filename={document.filename}
            title={name}
            className={small}
          />
        )}
        {document.state === 'current' && (
          <button
            type="button"
            className={buttonClass('danger', 'md', 'min-h-11 px-3')}
            aria-label={`Withdraw: ${name}`}
            onClick={(event) => actions.onWithdraw(document, event.currentTarget)}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Withdraw
          </button>
        )}
      </div>
    </li>
  );
}

/** Newest first; a correction's versions stay side by side. */
const byNewest = (a: AdminClientDocument, b: AdminClientDocument) =>
  b.published_at.localeCompare(a.published_at) || b.version - a.version;

/**
 * The client's documents on their page: publish a PDF (with what the client must do with it), and per
 * document open it, see its evidence, download the certificate and withdraw it.
 */
export default function DocumentsSection({ clientId }: { clientId: string }) {
  const documents = useClientDocuments(clientId);
  const policies = useClientPolicies(clientId);
  const withdraw = useWithdrawDocument(clientId);
  const [uploading, setUploading] = useState<HTMLElement | null>(null);
  const [evidence, setEvidence] = useState<{ document: AdminClientDocument; opener: HTMLElement } | null>(
    null,
  );
  const [withdrawing, setWithdrawing] = useState<{
    document: AdminClientDocument;
    opener: HTMLElement;
  } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [result, setResult] = useState('');

  const open = async (document: AdminClientDocument) => {
    setOpening(document.uuid);
    try {
      await openDocument(document.uuid, document.filename);
    } catch {
      toastError('The PDF could not be opened. Please try again.');
    } finally {
      setOpening(null);
    }
  };

  const items = documents.data ? [...documents.data.items].sort(byNewest) : [];
  const current = items.filter((document) => document.state === 'current').length;

  return (
    <section
      aria-labelledby="client-documents"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-documents" className="text-lg font-semibold tracking-tight text-ink">
          Documents
        </h2>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={(event) => setUploading(event.currentTarget)}
          disabled={!documents.data}
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload document
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-teal-900 empty:hidden">
        {result}
      </p>

      {documents.isPending ? (
        <SkeletonList rows={2} label="Loading the documents" />
      ) : documents.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage message="The documents could not be loaded." />
          <button type="button" className={buttonClass('secondary')} onClick={() => void documents.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <FileText aria-hidden="true" className="size-4" />
          No documents yet. Upload a PDF to publish it to the client.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {current} current {current === 1 ? 'document' : 'documents'}, {items.length} in all (with earlier
            versions and withdrawn ones).
          </p>
          <ul className="flex flex-col gap-3" aria-label="The client’s documents">
            {items.map((document) => (
              <DocumentItem
                key={document.uuid}
                document={document}
                actions={{
                  onOpen: open,
                  opening: opening === document.uuid,
                  onEvidence: (doc, opener) => setEvidence({ document: doc, opener }),
                  onWithdraw: (doc, opener) => setWithdrawing({ document: doc, opener }),
                }}
              />
            ))}
          </ul>
        </>
      )}

      <FormDialog
        open={uploading !== null}
        onOpenChange={(next) => !next && setUploading(null)}
        title="Upload a document"
        size="lg"
        returnFocusTo={uploading}
      >
        <Suspense fallback={<SkeletonList rows={2} label="Loading the form" />}>
          <DocumentUploadForm
            clientId={clientId}
            documents={items}
            policies={policies.data?.items ?? []}
            onDone={(document) => {
              const text = `“${document.title}” was published to the client.`;
              setResult(text);
              setUploading(null);
            }}
          />
        </Suspense>
      </FormDialog>

      <FormDialog
        open={evidence !== null}
        onOpenChange={(next) => !next && setEvidence(null)}
        title={evidence ? `Evidence: ${evidence.document.title}` : 'Evidence'}
        size="lg"
        returnFocusTo={evidence?.opener ?? null}
      >
        {evidence && <EvidencePanel documentId={evidence.document.uuid} />}
      </FormDialog>

      {withdrawing && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setWithdrawing(null)}
          danger
          title={`Withdraw “${withdrawing.document.title}”?`}
          description="The client no longer sees it. The file and its evidence stay in the firm’s records. This cannot be undone."
          confirm="Withdraw document"
          busy={withdraw.isPending}
          returnFocusTo={withdrawing.opener}
          onConfirm={() =>
            withdraw.mutate(withdrawing.document.uuid, {
              onSuccess: () => {
                const text = `“${withdrawing.document.title}” was withdrawn.`;
                setResult(text);
                setWithdrawing(null);
              },
              onError: () => toastError('The document could not be withdrawn. Please try again.'),
            })
          }
        />
      )}
    </section>
  );
}
