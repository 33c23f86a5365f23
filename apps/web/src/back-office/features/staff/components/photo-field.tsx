import { ImageOff, Upload } from 'lucide-react';
import { useId } from 'react';
import { FileButton } from '@/back-office/shared/file-button';
import { buttonClass } from '@/shared/ui/button';
import { PHOTO_TYPES } from './use-profile-form';

interface PhotoFieldProps {
  /** The photo as a data: URL, or null for none. */
  photo: string | null;
  error: string | undefined;
  /** "Your" or the staff member's name, for the photo's text. */
  whose: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The profile's photo: a preview, and the buttons that choose, replace or remove it. */
export function PhotoField({ photo, error, whose, onChoose, onRemove }: PhotoFieldProps) {
  const photoId = useId();
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={`${photoId}-hint${error ? ` ${photoId}-error` : ''}`}
    >
      <legend className="mb-1 text-sm font-medium text-ink">Photo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-full border border-line bg-canvas">
          {photo ? (
            <img
              src={photo}
              alt={whose === 'Your' ? 'Your photo' : `Photo of ${whose}`}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-ink-muted">
              <ImageOff aria-hidden="true" className="size-6" />
              No photo
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <FileButton
              input={{
                id: photoId,
                accept: PHOTO_TYPES.join(','),
                'aria-label': 'Photo file',
                'aria-describedby': `${photoId}-hint`,
              }}
              onFile={onChoose}
            >
              <Upload aria-hidden="true" className="size-4" />
              {photo ? 'Replace photo' : 'Choose photo'}
            </FileButton>
            {photo && (
              <button type="button" className={buttonClass('ghost')} onClick={onRemove}>
                Remove photo
              </button>
            )}
          </div>
          <p id={`${photoId}-hint`} className="text-xs text-ink-muted">
            PNG, JPEG or WebP, at most 200 KB. A square head-and-shoulders photo looks best. Saved with the
            profile.
          </p>
        </div>
      </div>
      {error && (
        <p id={`${photoId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
