import type { AdminClient } from '@sextant/contracts/admin-clients';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { TextField } from '../../../shared/ui/field';
import { ErrorMessage } from '../../../shared/ui/messages';
import { SubmitButton } from '../../../shared/ui/submit-button';

/** The form's fields by their API names (`address.town`), all text. */
const FIELDS = [
  { name: 'title', label: 'Title (optional)', autoComplete: 'off' },
  { name: 'first_name', label: 'First name', autoComplete: 'off' },
  { name: 'surname', label: 'Surname', autoComplete: 'off' },
  { name: 'email', label: 'Email address', autoComplete: 'off', type: 'email' },
  { name: 'telephone.mobile_number', label: 'Mobile phone (optional)', autoComplete: 'off', type: 'tel' },
  { name: 'telephone.home_number', label: 'Home phone (optional)', autoComplete: 'off', type: 'tel' },
  { name: 'telephone.work_number', label: 'Work phone (optional)', autoComplete: 'off', type: 'tel' },
  { name: 'address.line_1', label: 'Address line 1 (optional)', autoComplete: 'off' },
  { name: 'address.line_2', label: 'Address line 2 (optional)', autoComplete: 'off' },
  { name: 'address.line_3', label: 'Address line 3 (optional)', autoComplete: 'off' },
  { name: 'address.town', label: 'Town (optional)', autoComplete: 'off' },
  { name: 'address.county', label: 'County (optional)', autoComplete: 'off' },
  { name: 'address.postcode', label: 'Postcode (optional)', autoComplete: 'off' },
  { name: 'address.country', label: 'Country (optional)', autoComplete: 'off' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
export type ClientFormValues = Record<FieldName, string>;

export function valuesOf(client?: AdminClient): ClientFormValues {
  const values = {} as ClientFormValues;
  for (const { name } of FIELDS) {
    const [group, inner] = name.split('.') as [string, string | undefined];
    const source = client as unknown as Record<string, unknown> | undefined;
    const value = inner ? (source?.[group] as Record<string, unknown> | undefined)?.[inner] : source?.[group];
    values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The fields as the API takes them, nested. `only` keeps the changed ones (an edit); a blank optional
 * field is left out of a new client and clears the field of an existing one.
 */
export function bodyOf(values: ClientFormValues, only?: ClientFormValues) {
  const body: Record<string, unknown> = {};
  for (const { name } of FIELDS) {
    const value = values[name].trim();
    if (only ? value === only[name].trim() : value === '') continue;
    const [group, inner] = name.split('.') as [string, string | undefined];
    if (inner) body[group] = { ...(body[group] as object), [inner]: value };
    else body[group] = value;
  }
  return body;
}

/** The profile form of the New client and Edit details dialogs, with the server's field errors under fields. */
export function ClientForm({
  initial,
  submitLabel,
  emailLocked,
  onSubmit,
}: {
  initial: ClientFormValues;
  submitLabel: string;
  /** The email is fixed once the client has set a password. */
  emailLocked?: boolean;
  onSubmit: (values: ClientFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      setErrors({});
    } catch (error) {
      if (isHttpError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        if (!FIELDS.some(({ name }) => error.fieldErrors[name])) setFailure(error.message);
      } else {
        setFailure(isHttpError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            disabled={field.name === 'email' && emailLocked}
            hint={
              field.name === 'email' && emailLocked ? 'Fixed once the client has set a password.' : undefined
            }
            error={errors[field.name]?.[0]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
      </div>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
