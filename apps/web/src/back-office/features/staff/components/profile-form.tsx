import type { StaffProfile } from '@sextant/contracts/admin-service';
import { ImageOff, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStaffProfile, useUpdateStaffProfile } from '@/back-office/features/staff/api/staff-profile';
import { errorOf, fieldProps } from '@/shared/forms/field-props';
import { formError, showServerErrors } from '@/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { FileButton } from '@/shared/ui/file-button';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';

/** PNG, JPEG or WebP of at most 200 KB, sent as a data: URL (the server checks the bytes again). */
export const PHOTO_MAX_BYTES = 200 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const PHOTO_TEXTS = {
  type: 'Choose a PNG, JPEG or WebP image.',
  size: 'The photo can be at most 200 KB.',
  unreadable: 'The image could not be read. Choose another file.',
} as const;

/** The contract's rules (StaffProfile), checked here first. */
const PHONE = /^[+0-9 ()-]*$/;
const HTTPS = /^https:\/\/\S+$/;

interface ProfileValues {
  job_title: string;
  phone: string;
  booking_url: string;
  photo: string | null;
}

const valuesOf = (profile: StaffProfile): ProfileValues => ({
  job_title: profile.job_title ?? '',
  phone: profile.phone ?? '',
  booking_url: profile.booking_url ?? '',
  photo: profile.photo,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function Form({
  staffId,
  profile,
  whose,
}: {
  staffId: string;
  profile: StaffProfile;
  /** "Your" or the staff member's name, for the photo's text. */
  whose: string;
}) {
  const photoId = useId();
  const update = useUpdateStaffProfile(staffId);
  const [saved, setSaved] = useState('');
  const [reading, setReading] = useState(false);
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(profile) });
  const { register, reset } = form;
  useEffect(() => {
    register('photo');
  }, [register]);
  useEffect(() => reset(valuesOf(profile)), [reset, profile]);
  const photo = form.watch('photo');
  const photoError = errorOf(form.formState.errors, 'photo');

  const choose = async (file: File) => {
    setSaved('');
    if (!PHOTO_TYPES.includes(file.type)) return form.setError('photo', { message: PHOTO_TEXTS.type });
    if (file.size > PHOTO_MAX_BYTES) return form.setError('photo', { message: PHOTO_TEXTS.size });
    setReading(true);
    try {
      form.setValue('photo', await readDataUrl(file), { shouldDirty: true });
      form.clearErrors('photo');
    } catch {
      form.setError('photo', { message: PHOTO_TEXTS.unreadable });
    } finally {
      setReading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setSaved('');
    try {
      await update.mutateAsync({
        job_title: orNull(values.job_title),
        phone: orNull(values.phone),
        booking_url: orNull(values.booking_url),
        photo: values.photo,
      });
      setSaved(whose === 'Your' ? 'Your profile was saved.' : 'The profile was saved.');
    } catch (failure) {
      showServerErrors(form, failure, ['job_title', 'phone', 'booking_url', 'photo']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ErrorMessage message={formError(form.formState.errors)} />
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Photo</legend>
        <div className="flex flex-wrap items-center gap-4">
          <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-full border border-line bg-canvas">
            {photo ? (
              <img
                src={photo}
                alt={whose === 'Your' ? 'Your photo' : `Photo of ${whose}`}
                className="size-full object-cover"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-ink-muted">
                <ImageOff aria-hidden="true" className="size-6" />
                No photo
              </span>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <FileButton
                input={{
                  id: photoId,
                  accept: PHOTO_TYPES.join(','),
                  'aria-label': 'Photo file',
                  'aria-describedby': `${photoId}-hint`,
                }}
                onFile={(file) => void choose(file)}
              >
                <Upload aria-hidden="true" className="size-4" />
                {photo ? 'Replace photo' : 'Choose photo'}
              </FileButton>
              {photo && (
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  onClick={() => {
                    form.setValue('photo', null, { shouldDirty: true });
                    form.clearErrors('photo');
                  }}
                >
                  Remove photo
                </button>
              )}
            </div>
            <p id={`${photoId}-hint`} className="text-xs text-ink-muted">
              PNG, JPEG or WebP, at most 200 KB. A square head-and-shoulders photo looks best. Saved with the
              profile.
            </p>
          </div>
        </div>
        {photoError && (
          <p id={`${photoId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {photoError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job title (optional)"
          autoComplete="organization-title"
          maxLength={80}
          hint="For example “Chartered Financial Planner”."
          {...fieldProps(form, 'job_title', {
            maxLength: { value: 80, message: 'Keep the job title to 80 characters or fewer.' },
          })}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          hint="The number clients call you on."
          {...fieldProps(form, 'phone', {
            maxLength: { value: 30, message: 'Keep the phone number to 30 characters or fewer.' },
            pattern: { value: PHONE, message: 'Enter a phone number: digits, spaces, +, ( ) and - only.' },
          })}
        />
      </div>
      <TextField
        label="Booking link (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={500}
        placeholder="https://"
        hint="Where clients book a meeting with you, starting https://"
        {...fieldProps(form, 'booking_url', {
          maxLength: { value: 500, message: 'Keep the booking link to 500 characters or fewer.' },
          validate: (url) =>
            url.trim() === '' || HTTPS.test(url.trim()) ? true : 'Enter a booking link starting https://',
        })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={form.formState.isSubmitting} disabled={reading} className="sm:w-auto">
          Save profile
        </SubmitButton>
        <p role="status" className="text-sm font-medium text-teal-900">
          {form.formState.isDirty ? '' : saved}
        </p>
      </div>
    </form>
  );
}

/**
 * What clients see of a staff member as their adviser (on Information and in messages): job title,
 * phone, booking link and photo. Loaded with its page or dialog (react-hook-form).
 */
export default function ProfileForm({ staffId, whose = 'Your' }: { staffId: string; whose?: string }) {
  const query = useStaffProfile(staffId);
  if (query.isPending) return <SkeletonList rows={2} label="Loading the profile" />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message="The profile could not be loaded." />
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  return <Form staffId={staffId} profile={query.data} whose={whose} />;
}
