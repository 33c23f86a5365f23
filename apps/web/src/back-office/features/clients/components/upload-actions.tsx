import { ProgressBar } from '@/back-office/shared/progress-bar';
import type { UploadProgress } from '@/shared/http/upload';
import { buttonClass } from '@/shared/ui/button';
import { SubmitButton } from '@/shared/ui/submit-button';
import { formatSize } from './service-texts';

const uploadText = ({ sent, total }: UploadProgress) =>
  sent >= total
    ? 'Sent. Checking and publishing…'
    : `${formatSize(sent)} of ${formatSize(total)} (${Math.round((sent / Math.max(total, 1)) * 100)}%)`;

interface UploadActionsProps {
  pack: boolean;
  /** The running upload's progress; null when none is running. */
  progress: UploadProgress | null;
  cancelled: boolean;
  onCancel: () => void;
}

/** The upload form's foot: the upload's progress, its cancelling, and the publish button. */
export function UploadActions({ pack, progress, cancelled, onCancel }: UploadActionsProps) {
  const busy = progress !== null;
  return (
    <>
      {progress && (
        <ProgressBar
          label="Uploading"
          value={progress.sent}
          max={progress.total}
          text={uploadText(progress)}
        />
      )}
      <p aria-live="polite" className="text-sm text-ink-muted empty:hidden">
        {cancelled ? 'The upload was cancelled. Nothing was published.' : ''}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <SubmitButton busy={busy} className="sm:w-auto">
          {pack ? 'Publish review pack' : 'Publish document'}
        </SubmitButton>
        {busy && (
          <button type="button" className={buttonClass('secondary', 'lg')} onClick={onCancel}>
            Cancel upload
          </button>
        )}
      </div>
    </>
  );
}
