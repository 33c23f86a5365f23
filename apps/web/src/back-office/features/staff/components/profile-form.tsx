import type { StaffProfile } from '@sextant/contracts/admin-service';
import { useStaffProfile } from '@/back-office/features/staff/api/staff-profile';
import { errorOf, fieldProps } from '@/back-office/shared/forms/field-props';
import { formError } from '@/back-office/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import { PhotoField } from './photo-field';
import { useProfileForm } from './use-profile-form';

/** The contract's rules (StaffProfile), checked here first. */
const PHONE = /^[+0-9 ()-]*$/;
const HTTPS = /^https:\/\/\S+$/;

function checkBookingUrl(url: string): true | string {
  return url.trim() === '' || HTTPS.test(url.trim()) ? true : 'Enter a booking link starting https://';
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
  const { form, saved, reading, choosePhoto, removePhoto, submit } = useProfileForm(staffId, profile, whose);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ErrorMessage message={formError(form.formState.errors)} />
      <PhotoField
        photo={form.watch('photo')}
        error={errorOf(form.formState.errors, 'photo')}
        whose={whose}
        onChoose={(file) => void choosePhoto(file)}
        onRemove={removePhoto}
      />
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
          validate: checkBookingUrl,
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
