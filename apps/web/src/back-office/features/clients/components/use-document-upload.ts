import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { DocumentCategory, DocumentRequirement } from '@sextant/contracts/documents';
import { DOCUMENT_TEXTS } from '@sextant/contracts/rules/documents';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUploadDocument } from '@/back-office/features/clients/api/upload-document';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import type { UploadProgress } from '@/shared/http/upload';

export interface UploadValues {
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

const defaultValues = (pack: boolean): UploadValues => ({
  file: null,
  category: pack ? 'annual_review_pack' : '',
  title: '',
  requires: pack ? 'acknowledge' : 'none',
  policy_id: '',
  replaces: '',
});

/**
 * The upload form's values and its sending: the upload's progress while it runs (null otherwise), whether
 * the last one was cancelled, and how to cancel the one running.
 */
export function useDocumentUpload(
  clientId: string,
  reviewId: string | undefined,
  onDone: (document: AdminClientDocument) => void,
) {
  const upload = useUploadDocument(clientId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const form = useForm<UploadValues>({ defaultValues: defaultValues(reviewId !== undefined) });

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

  return { form, submit, progress, cancelled, cancel: () => abort.current?.abort() };
}
