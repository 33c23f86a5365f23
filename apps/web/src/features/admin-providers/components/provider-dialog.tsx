import type { AdminProvider } from '@sextant/contracts/admin-providers';
import { ImageOff, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { buttonClass } from '../../../shared/ui/button';
import { FormDialog } from '../../../shared/ui/dialog';
import { controlClass, TextField } from '../../../shared/ui/field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useSaveProvider } from '../api/save-provider';

const MAX_LOGO_BYTES = 200 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export interface ProviderDialogProps {
  /** The provider to edit; null: a new one. */
  provider: AdminProvider | null;
  /** Closed (saved or not): the caller unmounts the dialog. */
  onClose: () => void;
  /** Where the focus goes back to (the button that opened it). */
  opener: HTMLElement | null;
}

/**
 * Add or edit a provider: name, description, web site and logo (an upload with a preview, or an https
 * address). Loaded on demand, so the table shows without the dialog library.
 */
export default function ProviderDialog({ provider, onClose, opener }: ProviderDialogProps) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={provider ? `Edit ${provider.name}` : 'New provider'}
      description="The provider’s details as clients see them."
      hideDescription
      size="md"
      returnFocusTo={opener}
    >
      <ProviderForm provider={provider} onDone={onClose} />
    </FormDialog>
  );
}

function ProviderForm({ provider, onDone }: { provider: AdminProvider | null; onDone: () => void }) {
  const save = useSaveProvider(provider?.uuid ?? null);
  const [name, setName] = useState(provider?.name ?? '');
  const [description, setDescription] = useState(provider?.description ?? '');
  const [website, setWebsite] = useState(provider?.website ?? '');
  const [logo, setLogo] = useState<string | null>(provider?.logo ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      return setErrors({ ...errors, logo: ['Choose a PNG, JPEG or WebP image (not SVG).'] });
    }
    if (file.size > MAX_LOGO_BYTES)
      return setErrors({ ...errors, logo: ['The logo can be at most 200 KB.'] });
    try {
      setLogo(await readAsDataUrl(file));
      setErrors({ ...errors, logo: [] });
    } catch {
      setErrors({ ...errors, logo: ['The file could not be read.'] });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { name, description, website: website.trim() || null, logo: logo?.trim() || null },
      {
        onSuccess: () => {
          toastSuccess(provider ? 'The provider is saved.' : 'The provider is added.');
          onDone();
        },
        onError: (failure) => {
          if (isHttpError(failure) && failure.status === 422) setErrors(failure.fieldErrors);
          else toastError('The provider could not be saved. Please try again.');
        },
      },
    );
  };

  const uploaded = logo?.startsWith('data:') ?? false;
  const logoError = errors.logo?.[0];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name?.[0]}
        required
        maxLength={120}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
          maxLength={5000}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={`${controlClass} border-line py-3`}
        />
        {errors.description?.[0] && (
          <p id={`${id}-description-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.description[0]}
          </p>
        )}
      </div>
      <TextField
        label="Web site"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
        error={errors.website?.[0]}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium text-ink">Logo</legend>
        <div className="flex flex-wrap items-center gap-4">
          <div className="grid size-24 place-items-center overflow-hidden rounded-xl border border-line bg-canvas">
            {logo ? (
              <img src={logo} alt="Logo preview" className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-ink-muted">
                <ImageOff aria-hidden="true" className="size-6" />
                No logo
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id={`${id}-logo-file`}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={chooseLogo}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
            />
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => fileInput.current?.click()}
            >
              <Upload aria-hidden="true" className="size-4" />
              {logo ? 'Upload another logo' : 'Upload a logo'}
            </button>
            {logo && (
              <button type="button" className={buttonClass('ghost')} onClick={() => setLogo(null)}>
                Remove logo
              </button>
            )}
          </div>
        </div>
        <TextField
          label="Or the logo’s address"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="PNG, JPEG or WebP, at most 200 KB; or an https address."
          value={uploaded ? '' : (logo ?? '')}
          disabled={uploaded}
          onChange={(event) => setLogo(event.target.value || null)}
          error={logoError}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <div className="sm:w-48">
          <SubmitButton busy={save.isPending} className="min-h-11">
            {provider ? 'Save' : 'Add provider'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
