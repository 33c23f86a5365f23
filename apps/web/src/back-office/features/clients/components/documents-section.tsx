import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useClientDocuments } from '@/back-office/features/clients/api/get-client-documents';
import { buttonClass } from '@/shared/ui/button';
import { EvidenceDialog, UploadDialog, WithdrawDialog } from './document-dialogs';
import type { OpenedDocument } from './document-item';
import { DocumentList } from './document-list';

/** Newest first; a correction's versions stay side by side. */
const byNewest = (a: AdminClientDocument, b: AdminClientDocument) =>
  b.published_at.localeCompare(a.published_at) || b.version - a.version;

/**
 * The client's documents on their page: publish a PDF (with what the client must do with it), and per
 * document open it, see its evidence, download the certificate and withdraw it.
 */
export default function DocumentsSection({ clientId }: { clientId: string }) {
  const documents = useClientDocuments(clientId);
  const [uploading, setUploading] = useState<HTMLElement | null>(null);
  const [evidence, setEvidence] = useState<OpenedDocument | null>(null);
  const [withdrawing, setWithdrawing] = useState<OpenedDocument | null>(null);
  const [result, setResult] = useState('');

  const items = documents.data ? [...documents.data.items].sort(byNewest) : [];

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

      <DocumentList query={documents} items={items} onEvidence={setEvidence} onWithdraw={setWithdrawing} />

      <UploadDialog
        clientId={clientId}
        opener={uploading}
        documents={items}
        onClose={() => setUploading(null)}
        onPublished={(document) => {
          setResult(`“${document.title}” was published to the client.`);
          setUploading(null);
        }}
      />
      <EvidenceDialog evidence={evidence} onClose={() => setEvidence(null)} />
      <WithdrawDialog
        clientId={clientId}
        withdrawing={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={(document) => {
          setResult(`“${document.title}” was withdrawn.`);
          setWithdrawing(null);
        }}
      />
    </section>
  );
}
