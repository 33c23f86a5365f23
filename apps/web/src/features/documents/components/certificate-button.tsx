import type { ClientDocument } from '@sextant/contracts/documents';
import { FileBadge } from 'lucide-react';
import { getDocumentCertificate } from '@/features/documents/api/document-file';
import { DOCUMENTS_SCREEN_TEXTS as TEXTS } from '@/features/documents/texts';
import { DownloadButton } from '@/shared/ui/download-button';

/**
 * The client's copy of what the firm keeps: the certificate of their signature or acknowledgement (when the
 * document was published, opened and signed, from where, and the file's hash), beside the document itself.
 */
export function CertificateButton({ document }: { document: ClientDocument }) {
  return (
    <DownloadButton
      file={() => getDocumentCertificate(document.uuid)}
      filename={`evidence-${document.filename}`}
      failed={TEXTS.certificateFailed}
      icon={FileBadge}
      large
      className="gap-3"
    >
      Download the evidence certificate
    </DownloadButton>
  );
}
