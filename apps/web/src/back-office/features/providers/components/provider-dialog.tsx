import type { AdminProvider } from '@sextant/contracts/admin-providers';
import { ImageOff, Upload } from 'lucide-react';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { type ProviderInput, useSaveProvider } from '@/back-office/features/providers/api/save-provider';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { LogoFileButton } from '@/back-office/shared/logo-file-button';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/dialog';
import { TextareaField, TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';

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
  const form = useForm<ProviderInput>({
    defaultValues: {
      name: provider?.name ?? '',
      description: provider?.description ?? '',
      website: provider?.website ?? '',
      logo: provider?.logo ?? null,
    },
  });
  const {
    field: { value: logo, onChange: setLogo },
    fieldState: { error: logoError },
  } = useController({ control: form.control, name: 'logo' });
  const id = useId();

  /** The chosen logo goes with the provider's fields, as the data: URL its API takes. */
  const chooseLogo = async (file: File) => {
    try {
      setLogo(await readAsDataUrl(file));
      form.clearErrors('logo');
    } catch {
      form.setError('logo', { message: 'The file could not be read.' });
    }
  };

  const submit = form.handleSubmit(async ({ name, description, website, logo }) => {
    try {
      await save.mutateAsync({
        name,
        description,
        website: website?.trim() || null,
        logo: logo?.trim() || null,
      });
      toastSuccess(provider ? 'The provider is saved.' : 'The provider is added.');
      onDone();
    } catch (failure) {
      showServerErrors(form, failure, ['name', 'description', 'website', 'logo'], () =>
        toastError('The provider could not be saved. Please try again.'),
      );
    }
  });

  const uploaded = logo?.startsWith('data:') ?? false;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Name" required maxLength={120} autoComplete="off" {...fieldProps(form, 'name')} />
      <TextareaField label="Description" rows={4} maxLength={5000} {...fieldProps(form, 'description')} />
      <TextField
        label="Web site"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...fieldProps(form, 'website')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium text-ink">Logo</legend>
        <div className="flex flex-wrap items-center gap-4">
          <div className="grid size-24 place-items-center overflow-hidden rounded-xl border border-line bg-canvas">
            {logo ? (
              <img
                src={logo}
                alt="Logo preview"
                className="max-h-full max-w-full object-contain dark:bg-white"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-ink-muted">
                <ImageOff aria-hidden="true" className="size-6" />
                No logo
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <LogoFileButton
              input={{ id: `${id}-logo-file`, 'aria-hidden': true }}
              onLogo={chooseLogo}
              onProblem={(message) => form.setError('logo', { message })}
            >
              <Upload aria-hidden="true" className="size-4" />
              {logo ? 'Upload another logo' : 'Upload a logo'}
            </LogoFileButton>
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
          error={logoError?.message}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <div className="sm:w-48">
          <SubmitButton busy={form.formState.isSubmitting} className="min-h-11">
            {provider ? 'Save' : 'Add provider'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
