import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import {
  DOCUMENT_CATEGORIES as CATEGORIES,
  DOCUMENT_CATEGORY_LABELS as CATEGORY_LABELS,
  DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES,
  CLIENT_DOCUMENT_MAX_BYTES,
  DOCUMENT_TEXTS,
} from '@sextant/contracts/rules/documents';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError } from '@/back-office/shared/forms/server-errors';
import { SelectField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { DocumentFilingFields, type PolicyChoice } from './document-filing-fields';
import { RequirementChoice } from './requirement-choice';
import { UploadActions } from './upload-actions';
import { useDocumentUpload } from './use-document-upload';

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

function checkTitle(title: string): true | string {
  if (title.trim() === '') return 'Enter a title.';
  if (title.trim().length > 200) return 'Keep the title to 200 characters or fewer.';
  return true;
}

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
  const pack = reviewId !== undefined;
  const { form, submit, progress, cancelled, cancel } = useDocumentUpload(clientId, reviewId, onDone);
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
          {...fieldProps(form, 'title', { validate: checkTitle })}
        />
        <RequirementChoice form={form} pack={pack} />
        <DocumentFilingFields form={form} pack={pack} documents={documents} policies={policies} />
      </fieldset>
      {form.watch('replaces') && (
        <p className="text-sm text-ink-muted">
          The replaced version stays in the firm’s records. Any acknowledgement or signature is asked for
          again.
        </p>
      )}
      <UploadActions pack={pack} progress={progress} cancelled={cancelled} onCancel={cancel} />
    </form>
  );
}
