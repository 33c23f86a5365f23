import type { ClientDocument } from '@sextant/contracts/documents';
import { FileBadge } from 'lucide-react';
import { useState } from 'react';
import { getDocumentCertificate } from '@/features/documents/api/document-file';
import { DOCUMENTS_SCREEN_TEXTS as TEXTS } from '@/features/documents/texts';
import { saveBlob } from '@/shared/http/save-file';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';

/**
 * The client's copy of what the firm keeps: the certificate of their signature or acknowledgement (when the
 * document was published, opened and signed, from where, and the file's hash), beside the document itself.
 */
export function CertificateButton({ document }: { document: ClientDocument }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    setBusy(true);
    try {
      saveBlob(await getDocumentCertificate(document.uuid), `evidence-${document.filename}`);
    } catch {
      setError(TEXTS.certificateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('secondary', 'lg')}
      >
        {busy ? <Spinner className="size-4.5" /> : <FileBadge aria-hidden="true" className="size-4.5" />}
        Download the evidence certificate
      </button>
      <ErrorMessage message={error} />
    </div>
  );
}
