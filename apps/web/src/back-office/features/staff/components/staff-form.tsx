import type { AdminStaffCreate, AdminStaffInvite } from '@sextant/contracts/admin-staff';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateStaff } from '@/back-office/features/staff/api/create-staff';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { controlClass, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

/**
 * A new staff member: email, name and role. Loaded with the Add staff member dialog (react-hook-form
 * would put the staff screen over its size budget).
 */
export default function StaffForm({ onCreated }: { onCreated: (invite: AdminStaffInvite) => void }) {
  const create = useCreateStaff();
  const roleId = useId();
  const form = useForm<AdminStaffCreate>({
    defaultValues: { email: '', first_name: '', surname: '', role: 'adviser' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (failure) {
      showServerErrors(form, failure, ['email', 'first_name', 'surname']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      <TextField label="Email address" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <TextField label="First name" autoComplete="off" {...fieldProps(form, 'first_name')} />
      <TextField label="Surname" autoComplete="off" {...fieldProps(form, 'surname')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={roleId} className="text-sm font-medium text-ink">
          Role
        </label>
        <select id={roleId} {...form.register('role')} className={`${controlClass} border-line`}>
          <option value="adviser">Adviser: works with clients</option>
          <option value="admin">Admin: also manages staff</option>
        </select>
      </div>
      <SubmitButton busy={form.formState.isSubmitting}>Add and send set-up link</SubmitButton>
    </form>
  );
}
