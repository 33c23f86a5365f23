import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '@/shared/http/save-file';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';

/** A report's PDF: fetched with the session's token (a plain link cannot send it) and saved. */
export function DownloadPdf({ href, filename, label }: { href: string; filename: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(href, filename);
    } catch {
      toastError('The PDF could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
      className={buttonClass('secondary', 'md', 'self-start')}
    >
      {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
      Download PDF
    </button>
  );
}

/** A file name for a report's PDF: `due-diligence-2025-26.pdf`, with the provider when there is one. */
export const pdfName = (financialYear: string, provider?: string) =>
  `${['due-diligence', financialYear.replace('/', '-'), provider]
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
