import { FileBadge } from 'lucide-react';
import { useState } from 'react';
import { downloadCertificate } from '@/back-office/features/clients/api/document-files';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';

/** Saves a document's evidence certificate (PDF): who, when, where and the file's hash. */
export function CertificateButton({
  documentId,
  filename,
  title,
  className = buttonClass('secondary', 'md', 'min-h-11 px-3'),
}: {
  documentId: string;
  filename: string;
  /** Names the document for screen readers when several buttons share a page. */
  title?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(documentId, filename);
    } catch (failure) {
      toastError(
        isHttpError(failure) && failure.status === 409
          ? 'There is no certificate yet: the client has not acknowledged or signed this document.'
          : 'The certificate could not be downloaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-label={title ? `Download certificate: ${title}` : undefined}
      className={className}
      onClick={download}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner className="size-4" /> : <FileBadge aria-hidden="true" className="size-4" />}
      Download certificate
    </button>
  );
}
