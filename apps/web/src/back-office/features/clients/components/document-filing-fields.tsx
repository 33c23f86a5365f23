import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import type { UseFormReturn } from 'react-hook-form';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { SelectField } from '@/shared/ui/field';
import type { UploadValues } from './use-document-upload';

export interface PolicyChoice {
  uuid: string;
  reference: string;
  product_type: string;
}

interface DocumentFilingFieldsProps {
  form: UseFormReturn<UploadValues>;
  pack: boolean;
  documents: readonly AdminClientDocument[];
  policies: readonly PolicyChoice[];
}

/** The policy a document is about and the current one it corrects, each asked only when there is a choice. */
export function DocumentFilingFields({ form, pack, documents, policies }: DocumentFilingFieldsProps) {
  const replaceable = documents.filter(
    (document) => document.state === 'current' && (!pack || document.category === 'annual_review_pack'),
  );
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
  return (
    <>
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
    </>
  );
}
