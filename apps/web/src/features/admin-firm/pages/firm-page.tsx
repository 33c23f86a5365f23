import type { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useStaffMe } from '../../../shared/api/get-staff-me';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { buttonClass } from '../../../shared/ui/button';
import { cx } from '../../../shared/ui/cx';
import { controlClass, TextField } from '../../../shared/ui/field';
import { ErrorMessage } from '../../../shared/ui/messages';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { adminFirmQuery, useUpdateFirm } from '../api/firm';
import { LogoEditor } from '../components/logo-editor';

type Values = Required<AdminFirmUpdate>;

const valuesOf = (firm: AdminFirm): Values => ({
  name: firm.name,
  bio: firm.bio,
  fca_number: firm.fca_number,
  fca_registered_date: firm.fca_registered_date,
  support_email: firm.support_email,
});

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The checks the server makes too, so most mistakes show before anything is sent. */
function problems(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = ['Enter the firm’s name.'];
  else if (values.name.trim().length > 200) errors.name = ['The name can be at most 200 characters long.'];
  if (values.bio.trim().length > 5000) errors.bio = ['The bio can be at most 5,000 characters long.'];
  if (!/^\d{6,7}$/.test(values.fca_number.trim()))
    errors.fca_number = ['Enter the FCA firm reference number: 6 or 7 digits.'];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.fca_registered_date)) errors.fca_registered_date = ['Enter a date.'];
  else if (values.fca_registered_date > ukToday())
    errors.fca_registered_date = ['The registration date cannot be in the future.'];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.support_email.trim()))
    errors.support_email = ['Enter an email address like help@firm.co.uk.'];
  return errors;
}

function ProfileForm({ firm, canEdit }: { firm: AdminFirm; canEdit: boolean }) {
  const bioId = useId();
  const update = useUpdateFirm();
  const [values, setValues] = useState(() => valuesOf(firm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || update.isPending) return;
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toastSuccess('The firm profile is saved.');
      },
      onError: (failure) => {
        if (isHttpError(failure) && failure.status === 422 && Object.keys(failure.fieldErrors).length) {
          setErrors(failure.fieldErrors);
          setFormError('Please correct the fields marked below.');
        } else toastError('The profile could not be saved. Please try again.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorMessage message={formError} />
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <legend className="sr-only">Firm profile</legend>
        <TextField
          label="Firm name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={errors.name?.[0]}
          maxLength={200}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bioId} className="text-sm font-medium text-ink">
            About the firm
          </label>
          <textarea
            id={bioId}
            rows={6}
            value={values.bio}
            onChange={(event) => set('bio')(event.target.value)}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={cx(`${bioId}-hint`, errors.bio && `${bioId}-error`)}
            className={cx(
              controlClass,
              'resize-y py-3 leading-relaxed',
              errors.bio ? 'border-red-600' : 'border-line',
            )}
          />
          <p id={`${bioId}-hint`} className="text-sm text-ink-muted">
            Plain text, up to 5,000 characters; line breaks are kept. Clients see it under Information.
          </p>
          {errors.bio && (
            <p id={`${bioId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.bio[0]}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="FCA firm reference number"
            inputMode="numeric"
            value={values.fca_number}
            onChange={(event) => set('fca_number')(event.target.value)}
            error={errors.fca_number?.[0]}
            hint="6 or 7 digits, as on the FCA register."
            required
          />
          <TextField
            label="FCA registration date"
            type="date"
            max={ukToday()}
            value={values.fca_registered_date}
            onChange={(event) => set('fca_registered_date')(event.target.value)}
            error={errors.fca_registered_date?.[0]}
            required
          />
        </div>
        <TextField
          label="Support email"
          type="email"
          autoComplete="off"
          value={values.support_email}
          onChange={(event) => set('support_email')(event.target.value)}
          error={errors.support_email?.[0]}
          hint="Where clients’ support requests are sent."
          required
        />
      </fieldset>
      {canEdit && (
        <div>
          <button
            type="submit"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
            className={buttonClass()}
          >
            {update.isPending && <Spinner className="size-4" />}
            Save profile
          </button>
        </div>
      )}
    </form>
  );
}

/** The firm's profile as clients see it; admins edit it, advisers read it. */
export function FirmPage() {
  const me = useStaffMe();
  const query = useQuery(adminFirmQuery());
  const canEdit = me.data?.role === 'admin';

  if (query.isPending || me.isPending) {
    return (
      <div className="flex max-w-2xl flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading the firm profile
        </p>
        <Skeleton className="size-28" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>The firm profile could not be loaded.</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      {!canEdit && (
        <p className="rounded-xl border border-line bg-navy-50 px-4 py-3 text-sm text-ink">
          Only your firm’s admins can change the profile.
        </p>
      )}
      <LogoEditor logo={query.data.logo} canEdit={canEdit} />
      <ProfileForm key={query.data.uuid} firm={query.data} canEdit={canEdit} />
    </div>
  );
}
