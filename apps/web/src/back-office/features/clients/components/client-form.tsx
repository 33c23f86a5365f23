import type { AdminClient } from '@sextant/contracts/admin-clients';
import { get, set, useForm } from 'react-hook-form';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

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
const NAMES = FIELDS.map(({ name }) => name);

/** The fields' text, nested as the API names them (react-hook-form reads `address.town` as a path). */
interface ClientFormValues {
  title: string;
  first_name: string;
  surname: string;
  email: string;
  telephone: { mobile_number: string; home_number: string; work_number: string };
  address: {
    line_1: string;
    line_2: string;
    line_3: string;
    town: string;
    county: string;
    postcode: string;
    country: string;
  };
}

function valuesOf(client?: AdminClient): ClientFormValues {
  const values = {};
  for (const name of NAMES) {
    const value: unknown = client && get(client, name);
    set(values, name, value === null || value === undefined ? '' : String(value));
  }
  return values as ClientFormValues;
}

/**
 * The fields as the API takes them, nested. `only` keeps the changed ones (an edit); a blank optional
 * field is left out of a new client and clears the field of an existing one.
 */
function bodyOf(values: ClientFormValues, only?: ClientFormValues) {
  const body: Record<string, unknown> = {};
  for (const name of NAMES) {
    const value = (get(values, name) as string).trim();
    if (only ? value === (get(only, name) as string).trim() : value === '') continue;
    set(body, name, value);
  }
  return body;
}

/**
 * The profile form of the New client and Edit details dialogs, with the server's field errors under fields.
 * Loaded with its dialog (react-hook-form would put the clients' screens over their size budget).
 */
export default function ClientForm({
  client,
  submitLabel,
  onSubmit,
}: {
  /** The client to edit; undefined: a new one. */
  client?: AdminClient;
  submitLabel: string;
  /** Called with the body to send: a new client's filled fields, or an edited client's changed ones. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const form = useForm({ defaultValues: valuesOf(client) });
  // The email is fixed once the client has set a password.
  const emailLocked = client !== undefined && client.status !== 'invited';
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(bodyOf(values, client && valuesOf(client)));
    } catch (failure) {
      showServerErrors(form, failure, NAMES);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            disabled={field.name === 'email' && emailLocked}
            hint={
              field.name === 'email' && emailLocked ? 'Fixed once the client has set a password.' : undefined
            }
            {...fieldProps(form, field.name)}
          />
        ))}
      </div>
      <SubmitButton busy={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
