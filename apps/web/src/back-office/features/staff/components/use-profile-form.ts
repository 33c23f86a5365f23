import type { StaffProfile } from '@sextant/contracts/admin-service';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateStaffProfile } from '@/back-office/features/staff/api/staff-profile';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';

/** PNG, JPEG or WebP of at most 200 KB, sent as a data: URL (the server checks the bytes again). */
const PHOTO_MAX_BYTES = 200 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const PHOTO_TEXTS = {
  type: 'Choose a PNG, JPEG or WebP image.',
  size: 'The photo can be at most 200 KB.',
  unreadable: 'The image could not be read. Choose another file.',
} as const;

export interface ProfileValues {
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

/**
 * The adviser profile as a form, kept to the profile as loaded: the photo chosen (checked and read here)
 * or removed, the save, and what the save said (`saved`) until the next change.
 */
export function useProfileForm(staffId: string, profile: StaffProfile, whose: string) {
  const update = useUpdateStaffProfile(staffId);
  const [saved, setSaved] = useState('');
  const [reading, setReading] = useState(false);
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(profile) });
  const { register, reset } = form;
  useEffect(() => {
    register('photo');
  }, [register]);
  useEffect(() => reset(valuesOf(profile)), [reset, profile]);

  const choosePhoto = async (file: File) => {
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
  const removePhoto = () => {
    form.setValue('photo', null, { shouldDirty: true });
    form.clearErrors('photo');
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

  return { form, saved, reading, choosePhoto, removePhoto, submit };
}
