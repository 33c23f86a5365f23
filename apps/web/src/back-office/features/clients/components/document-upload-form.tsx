import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { DocumentCategory, DocumentRequirement } from '@sextant/contracts/documents';
import {
  DOCUMENT_CATEGORIES as CATEGORIES,
  DOCUMENT_CATEGORY_LABELS as CATEGORY_LABELS,
  DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES,
  CLIENT_DOCUMENT_MAX_BYTES,
  DOCUMENT_TEXTS,
} from '@sextant/contracts/rules/documents';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUploadDocument } from '@/back-office/features/clients/api/upload-document';
import { fieldProps } from '@/shared/forms/field-props';
import { formError, showServerErrors } from '@/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import type { UploadProgress } from '@/shared/http/upload';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { SelectField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { SubmitButton } from '@/shared/ui/submit-button';
import { formatSize, REQUIREMENT_LABELS } from './service-texts';

interface UploadValues {
  file: FileList | null;
  category: DocumentCategory | '';
  title: string;
  requires: DocumentRequirement;
  policy_id: string;
  replaces: string;
}

/** The API's field names, each under the form's field of the same name; a review's id is the form's own. */
const SERVER_FIELDS = {
  file: 'file',
  category: 'category',
  title: 'title',
  requires: 'requires',
  policy_id: 'policy_id',
  replaces: 'replaces',
  review_id: 'root.server',
} as const;

export interface PolicyChoice {
  uuid: string;
  reference: string;
  product_type: string;
}

export interface DocumentUploadFormProps {
  clientId: string;
  /** The client's documents: a correction replaces one of the current ones. */
  documents: readonly AdminClientDocument[];
  /** The client's policies: a document can be filed under one. */
  policies: readonly PolicyChoice[];
  /** A review's pack: the category is fixed and the client must acknowledge or sign it. */
  reviewId?: string;
  onDone: (document: AdminClientDocument) => void;
}

function checkFile(files: FileList | null): true | string {
  const file = files?.[0];
  if (!file || file.size === 0) return DOCUMENT_TEXTS.empty;
  if (!(file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name))))
    return DOCUMENT_TEXTS.notPdf;
  if (file.size > CLIENT_DOCUMENT_MAX_BYTES) return DOCUMENT_TEXTS.tooLarge;
  return true;
}

const uploadText = ({ sent, total }: UploadProgress) =>
  sent >= total
    ? 'Sent. Checking and publishing…'
    : `${formatSize(sent)} of ${formatSize(total)} (${Math.round((sent / Math.max(total, 1)) * 100)}%)`;

/**
 * Publishes a PDF to the client: the file, its category, title and what the client must do with it,
 * optionally a policy it is about and the document it corrects. Shows the upload's progress, and the
 * server's field errors under the fields.
 */
export default function DocumentUploadForm({
  clientId,
  documents,
  policies,
  reviewId,
  onDone,
}: DocumentUploadFormProps) {
  const ids = { requires: useId() };
  const pack = reviewId !== undefined;
  const upload = useUploadDocument(clientId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const form = useForm<UploadValues>({
    defaultValues: {
      file: null,
      category: pack ? 'annual_review_pack' : '',
      title: '',
      requires: pack ? 'acknowledge' : 'none',
      policy_id: '',
      replaces: '',
    },
  });
  const replaceable = documents.filter(
    (document) => document.state === 'current' && (!pack || document.category === 'annual_review_pack'),
  );
  const requirements: DocumentRequirement[] = pack
    ? ['acknowledge', 'sign']
    : ['none', 'acknowledge', 'sign'];
  const requiresError = form.formState.errors.requires?.message;
  const replaces = form.register('replaces', {
    onChange: (event: { target: { value: string } }) => {
      const replaced = replaceable.find((document) => document.uuid === event.target.value);
      if (!replaced) return;
      // A correction is the same document again: start from what it was.
      if (!pack) form.setValue('category', replaced.category);
      if (!form.getValues('title').trim()) form.setValue('title', replaced.title);
      form.setValue('policy_id', replaced.policy?.uuid ?? '');
      if (replaced.requires !== 'none' || !pack) form.setValue('requires', replaced.requires);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const file = values.file?.[0];
    if (!file || !values.category) return;
    const controller = new AbortController();
    abort.current = controller;
    setCancelled(false);
    setProgress({ sent: 0, total: file.size });
    try {
      const document = await upload.mutateAsync({
        upload: {
          file,
          category: values.category,
          title: values.title.trim(),
          requires: values.requires,
          policy_id: values.policy_id || undefined,
          replaces: values.replaces || undefined,
          review_id: reviewId,
        },
        onProgress: setProgress,
        signal: controller.signal,
      });
      onDone(document);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') {
        setCancelled(true);
      } else if (isHttpError(failure) && failure.status === 413) {
        form.setError('file', { type: 'server', message: DOCUMENT_TEXTS.tooLarge });
      } else {
        showServerErrors(form, failure, SERVER_FIELDS);
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  });

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <ErrorMessage message={formError(form.formState.errors)} />
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <TextField
          label="PDF file"
          type="file"
          accept="application/pdf,.pdf"
          hint="A PDF of at most 20 MB. Once published it cannot be changed: a correction is a new version."
          className="py-2.5 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:font-semibold file:text-ink"
          {...fieldProps(form, 'file', { validate: checkFile })}
        />
        {pack ? (
          <p className="text-sm text-ink">
            <span className="font-medium">Category: </span>
            {CATEGORY_NAMES.annual_review_pack}
          </p>
        ) : (
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            {...fieldProps(form, 'category', { required: 'Choose a category.' })}
          />
        )}
        <TextField
          label="Title"
          autoComplete="off"
          maxLength={200}
          hint="What the client sees, e.g. “Annual review 2026”."
          {...fieldProps(form, 'title', {
            validate: (title) =>
              title.trim() === ''
                ? 'Enter a title.'
                : title.trim().length > 200
                  ? 'Keep the title to 200 characters or fewer.'
                  : true,
          })}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={requiresError ? `${ids.requires}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-ink">Client must</legend>
          <div className={cx('grid gap-2', pack ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
            {requirements.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-accent has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  value={value}
                  aria-labelledby={`${ids.requires}-${value}-label`}
                  aria-describedby={`${ids.requires}-${value}`}
                  className="mt-1 size-4 shrink-0 accent-teal-600"
                  {...form.register('requires')}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span id={`${ids.requires}-${value}-label`} className="font-semibold text-ink">
                    {REQUIREMENT_LABELS[value].label}
                  </span>
                  <span id={`${ids.requires}-${value}`} className="text-xs text-ink-muted">
                    {REQUIREMENT_LABELS[value].hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {requiresError && (
            <p id={`${ids.requires}-error`} role="alert" className="text-sm font-medium text-red-700">
              {requiresError}
            </p>
          )}
        </fieldset>
        {policies.length > 0 && (
          <SelectField
            label="Policy (optional)"
            placeholder="Not about one policy"
            options={policies.map((policy) => ({
              value: policy.uuid,
              label: `${policy.reference} · ${policy.product_type}`,
            }))}
            {...fieldProps(form, 'policy_id')}
          />
        )}
        {replaceable.length > 0 && (
          <SelectField
            label="Replaces (optional, for a correction)"
            placeholder="Nothing: a new document"
            options={replaceable.map((document) => ({
              value: document.uuid,
              label: `${document.title} (version ${document.version}, ${CATEGORY_NAMES[document.category]})`,
            }))}
            {...replaces}
            error={form.formState.errors.replaces?.message}
          />
        )}
      </fieldset>
      {form.watch('replaces') && (
        <p className="text-sm text-ink-muted">
          The replaced version stays in the firm’s records. Any acknowledgement or signature is asked for
          again.
        </p>
      )}
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
          <button
            type="button"
            className={buttonClass('secondary', 'lg')}
            onClick={() => abort.current?.abort()}
          >
            Cancel upload
          </button>
        )}
      </div>
    </form>
  );
}
