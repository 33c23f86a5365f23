import type { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import { isEmail } from '@sextant/contracts/rules/email';
import {
  FCA_NUMBER_PATTERN,
  FIRM_BIO_MAX_LENGTH,
  FIRM_MESSAGES,
  FIRM_NAME_MAX_LENGTH,
} from '@sextant/contracts/rules/firm';
import { useForm } from 'react-hook-form';
import { useUpdateFirm } from '@/back-office/features/firm/api/firm';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { FORM_ERROR, formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { TextareaField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';
import { toastError, toastSuccess } from '@/shared/ui/toast';

type Values = Required<AdminFirmUpdate>;

const valuesOf = (firm: AdminFirm): Values => ({
  name: firm.name,
  bio: firm.bio,
  fca_number: firm.fca_number,
  fca_registered_date: firm.fca_registered_date,
  support_email: firm.support_email,
});

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The checks the server makes too, so most mistakes show before anything is sent (true: none). */
const CHECKS: { [K in keyof Values]: (value: string) => string | true } = {
  name: (value) =>
    !value.trim()
      ? FIRM_MESSAGES.nameRequired
      : value.trim().length > FIRM_NAME_MAX_LENGTH
        ? FIRM_MESSAGES.nameTooLong
        : true,
  bio: (value) => value.trim().length <= FIRM_BIO_MAX_LENGTH || FIRM_MESSAGES.bioTooLong,
  fca_number: (value) => FCA_NUMBER_PATTERN.test(value.trim()) || FIRM_MESSAGES.fcaNumber,
  fca_registered_date: (value) =>
    !/^\d{4}-\d{2}-\d{2}$/.test(value)
      ? 'Enter a date.'
      : value > ukToday()
        ? 'The registration date cannot be in the future.'
        : true,
  support_email: (value) => isEmail(value.trim()) || FIRM_MESSAGES.supportEmail,
};
const FIELDS = Object.keys(CHECKS) as (keyof Values)[];

/**
 * The firm's profile: name, bio, FCA number and date, support email. Loaded beside the firm's data
 * (react-hook-form would put the screen over its size budget).
 */
export function ProfileForm({ firm, canEdit }: { firm: AdminFirm; canEdit: boolean }) {
  const update = useUpdateFirm();
  const form = useForm({
    defaultValues: valuesOf(firm),
    // As before react-hook-form: errors change when the form is sent, and the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  /** A field with its check; typing in it takes its error away until the form is sent again. */
  const checked = (name: keyof Values) =>
    fieldProps(form, name, { validate: CHECKS[name], onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(valuesOf(await update.mutateAsync(values)));
      toastSuccess('The firm profile is saved.');
    } catch (failure) {
      if (
        showServerErrors(form, failure, FIELDS, () =>
          toastError('The profile could not be saved. Please try again.'),
        )
      )
        form.setError(FORM_ERROR, { message: 'Please correct the fields marked below.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <legend className="sr-only">Firm profile</legend>
        <TextField label="Firm name" maxLength={FIRM_NAME_MAX_LENGTH} required {...checked('name')} />
        <TextareaField
          label="About the firm"
          rows={6}
          hint="Plain text, up to 5,000 characters; line breaks are kept. Clients see it under Information."
          className="resize-y leading-relaxed"
          {...checked('bio')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="FCA firm reference number"
            inputMode="numeric"
            hint="6 or 7 digits, as on the FCA register."
            required
            {...checked('fca_number')}
          />
          <TextField
            label="FCA registration date"
            type="date"
            max={ukToday()}
            required
            {...checked('fca_registered_date')}
          />
        </div>
        <TextField
          label="Support email"
          type="email"
          autoComplete="off"
          hint="Where clients’ support requests are sent."
          required
          {...checked('support_email')}
        />
      </fieldset>
      {canEdit && (
        <div>
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting || undefined}
            className={buttonClass()}
          >
            {form.formState.isSubmitting && <Spinner className="size-4" />}
            Save profile
          </button>
        </div>
      )}
    </form>
  );
}
