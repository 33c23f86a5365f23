import type { ClientDocument } from '@sextant/contracts/documents';
import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { documentChanged } from '@/features/documents/api/complete-document';
import { getDocumentFile } from '@/features/documents/api/document-file';
import { DOCUMENTS_SCREEN_TEXTS as TEXTS } from '@/features/documents/texts';
import { saveBlob } from '@/shared/http/save-file';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';

/** A tab opened at once, while the click still counts as the user's (a tab opened after a fetch is blocked). */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    // The document will be a PDF, not a page of ours: it gets no handle on this window.
    tab.opener = null;
    tab.document.title = 'Opening your document…';
    tab.document.body.textContent = 'Opening your document…';
  } catch {
    // A browser that will not let us touch the blank tab: it still shows the document.
  }
  return tab;
}

/**
 * "View" opens the PDF in a new tab, "Download" saves it. Both fetch it with the session as a Blob (a plain
 * link cannot send the bearer token); the server records the document opened or downloaded. The app's CSP
 * allows no `blob:` frames (frame-src and object-src fall back to 'self' and 'none'), so the PDF is shown in
 * a tab of its own, by the browser's viewer, rather than in an iframe.
 */
export function FileButtons({ document }: { document: ClientDocument }) {
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);

  // The object URLs live as long as the screen: the new tab's viewer may read its URL again (print, save).
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  async function view() {
    setError(null);
    const tab = openBlankTab();
    setBusy('view');
    try {
      const blob = await getDocumentFile(document.uuid);
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      if (tab) tab.location.href = url;
      else setError(TEXTS.popupBlocked);
      documentChanged(document.uuid);
    } catch {
      tab?.close();
      setError(TEXTS.fileFailed);
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setError(null);
    setBusy('download');
    try {
      saveBlob(await getDocumentFile(document.uuid, true), document.filename);
      documentChanged(document.uuid);
    } catch {
      setError(TEXTS.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <button
          type="button"
          onClick={() => void view()}
          aria-label="View (opens in a new tab)"
          disabled={busy !== null}
          aria-busy={busy === 'view' || undefined}
          className={buttonClass('primary', 'lg')}
        >
          {busy === 'view' ? (
            <Spinner className="size-4.5" />
          ) : (
            <ExternalLink aria-hidden="true" className="size-4.5" />
          )}
          View
        </button>
        <button
          type="button"
          onClick={() => void download()}
          disabled={busy !== null}
          aria-busy={busy === 'download' || undefined}
          className={buttonClass('secondary', 'lg')}
        >
          {busy === 'download' ? (
            <Spinner className="size-4.5" />
          ) : (
            <Download aria-hidden="true" className="size-4.5" />
          )}
          Download
        </button>
      </div>
      <ErrorMessage message={error} />
    </div>
  );
}
