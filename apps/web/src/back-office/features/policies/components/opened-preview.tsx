import { usePreview } from '@/back-office/features/policies/api/get-waiting-previews';
import { ImportAnotherButton } from '@/back-office/features/policies/components/import-another-button';
import { PreviewPanel } from '@/back-office/features/policies/components/import-preview';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';

/** A waiting preview opened from the list (`?preview=`): confirm or cancel it, or go back to the page. */
export function OpenedPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const query = usePreview(id);
  if (query.isPending) return <SkeletonList rows={3} label="Loading the preview" />;
  if (query.isError)
    return (
      <div className="flex flex-col gap-3">
        <ErrorMessage message="This preview could not be loaded: it may have expired or been decided." />
        <ImportAnotherButton onRestart={onClose} />
      </div>
    );
  const preview = query.data;
  if (preview.status !== 'pending')
    return (
      <div className="flex flex-col gap-3">
        <p className="text-ink">
          This file is no longer waiting: it was{' '}
          {preview.status === 'expired' ? 'not confirmed in time' : preview.status}.
        </p>
        <ImportAnotherButton onRestart={onClose} />
      </div>
    );
  return <PreviewPanel key={preview.uuid} kind={preview.kind} preview={preview} onRestart={onClose} />;
}
