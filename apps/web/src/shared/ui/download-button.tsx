import { Download, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { saveBlob } from '@/shared/http/save-file';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { ErrorMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';

/**
 * A button that fetches a file with the session (a plain link cannot send it) and saves it under its name:
 * busy while it runs, and a sentence under it when it fails.
 */
export function DownloadButton({
  file,
  filename,
  failed,
  icon: Icon = Download,
  large = false,
  className,
  children,
}: {
  file: () => Promise<Blob>;
  filename: string;
  /** What to say when the file could not be fetched. */
  failed: string;
  icon?: LucideIcon;
  large?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await file(), filename);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  const icon = large ? 'size-4.5' : 'size-4';
  return (
    <div className={cx('flex flex-col', className)}>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('secondary', large ? 'lg' : 'md')}
      >
        {busy ? <Spinner className={icon} /> : <Icon aria-hidden="true" className={icon} />}
        {children}
      </button>
      <ErrorMessage message={error} />
    </div>
  );
}
