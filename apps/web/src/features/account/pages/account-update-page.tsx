import { PROFILE_FIELDS, type ProfileField } from '@sextant/contracts/rules/profile';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { updateClient } from '@/features/account/api/update-client';
import {
  changedFields,
  PROFILE_TEXTS,
  type ProfileErrors,
  type ProfileValues,
  profileValues,
  serverErrors,
  validateProfile,
} from '@/features/account/profile-form';
import { type User, userFromClient, useUserStore } from '@/features/account/store';
import { useProfile } from '@/features/account/use-profile';
import { clientQuery } from '@/shared/api/get-client';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';

interface FieldSpec {
  name: ProfileField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel';
  optional?: boolean;
}

const GROUPS: Array<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: 'Name',
    fields: [
      { name: 'title', label: 'Title', autoComplete: 'honorific-prefix', optional: true },
      { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
      { name: 'surname', label: 'Surname', autoComplete: 'family-name' },
    ],
  },
  {
    legend: 'Telephone',
    fields: [
      { name: 'telephone.home_number', label: 'Home', autoComplete: 'home tel', type: 'tel', optional: true },
      { name: 'telephone.work_number', label: 'Work', autoComplete: 'work tel', type: 'tel', optional: true },
      {
        name: 'telephone.mobile_number',
        label: 'Mobile',
        autoComplete: 'mobile tel',
        type: 'tel',
        optional: true,
      },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'address.line_1', label: 'Address line 1', autoComplete: 'address-line1' },
      { name: 'address.line_2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
      { name: 'address.line_3', label: 'Address line 3', autoComplete: 'address-line3', optional: true },
      { name: 'address.town', label: 'Town', autoComplete: 'address-level2' },
      { name: 'address.county', label: 'County', autoComplete: 'address-level1', optional: true },
      { name: 'address.postcode', label: 'Postcode', autoComplete: 'postal-code', optional: true },
      { name: 'address.country', label: 'Country', autoComplete: 'country-name' },
    ],
  },
];

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
      {/* Floated, so the legend sits inside the card's padding instead of on its border. */}
      <legend className="float-left w-full text-lg font-semibold tracking-tight text-ink">{legend}</legend>
      <div className="clear-both flex flex-col gap-4 pt-3">{children}</div>
    </fieldset>
  );
}

/** The form, filled with the profile it changes. */
export function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUser = useUserStore((state) => state.setUser);
  const initial = useRef<ProfileValues>(profileValues(user)).current;
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focusFirst = (found: ProfileErrors) => {
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  function change(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error at once; others keep theirs until the next submit.
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const changes = changedFields(initial, values);
    if (!changes) {
      setErrors({});
      setGeneral(PROFILE_TEXTS.nothingChanged);
      return;
    }
    const problems = validateProfile(initial, values, user.address.countryId);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }

    setBusy(true);
    try {
      const client = await updateClient(changes);
      queryClient.setQueryData(clientQuery().queryKey, client);
      setUser(userFromClient(client));
      toastSuccess(PROFILE_TEXTS.sent);
      navigate(appPath.account());
    } catch (caught) {
      if (isHttpError(caught) && caught.status === 422) {
        const { fields, general: others } = serverErrors(caught.fieldErrors);
        setErrors(fields);
        focusFirst(fields);
        if (others.length > 0 || Object.keys(fields).length === 0)
          setGeneral(others.join(' ') || caught.message);
      } else if (!(isHttpError(caught) && caught.status === 401)) {
        toastError(PROFILE_TEXTS.failed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        Your adviser approves changes to your details before they take effect. Your email address,{' '}
        <span className="font-medium text-ink">{user.email}</span>, is how you sign in: ask your adviser to
        change it.
      </p>
      {user.updatePending && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          Changes you sent earlier are still waiting for approval; what you send now is added to them.
        </p>
      )}
      {GROUPS.map(({ legend, fields }) => (
        <Fieldset key={legend} legend={legend}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.optional ? `${field.label} (optional)` : field.label}
              type={field.type ?? 'text'}
              inputMode={field.type === 'tel' ? 'tel' : undefined}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              error={errors[field.name]}
              required={!field.optional}
            />
          ))}
        </Fieldset>
      ))}
      <ErrorMessage message={general} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={appPath.account()} className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
          Cancel
        </Link>
        <SubmitButton busy={busy} className="sm:w-auto">
          Send for approval
        </SubmitButton>
      </div>
    </form>
  );
}

/** /tabs/account/update: the client asks for changes to the profile; the firm approves them. */
export function AccountUpdatePage() {
  const { user, loading } = useProfile();
  if (user) return <ProfileForm key={user.uuid} user={user} />;
  if (loading) return <SkeletonList rows={4} label="Loading your details" />;
  return <EmptyState icon={UserRound} message="Your details are not available right now." />;
}
