import type { AdminCover, AdminCoverCreate } from '@sextant/contracts/admin-cover';
import { useForm } from 'react-hook-form';
import { useActiveStaff, useCreateCover } from '@/back-office/features/staff/api/cover';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { SelectField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

const FIELDS = ['adviser_id', 'cover_id', 'starts_on', 'ends_on'] as const;

/**
 * Holiday cover in one step: the adviser away, who covers, the first and last days (both included). The
 * server checks the dates, the people and any clash, and says why in words under the field. Loaded with its
 * dialog (react-hook-form would put the staff screen over its size budget).
 */
export default function CoverForm({
  today,
  onArranged,
}: {
  today: string;
  onArranged: (cover: AdminCover) => void;
}) {
  const create = useCreateCover();
  const staff = useActiveStaff();
  const people = (staff.data ?? []).map((member) => ({
    value: member.uuid,
    label: `${member.first_name} ${member.surname}`,
  }));
  const form = useForm<AdminCoverCreate>({
    defaultValues: { adviser_id: '', cover_id: '', starts_on: today, ends_on: today },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onArranged(await create.mutateAsync(values));
    } catch (failure) {
      showServerErrors(form, failure, FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      <SelectField
        label="Adviser who is away"
        placeholder="Choose the adviser"
        options={people}
        {...fieldProps(form, 'adviser_id', { required: 'Choose the adviser who is away.' })}
      />
      <SelectField
        label="Covered by"
        placeholder="Choose who covers"
        options={people}
        {...fieldProps(form, 'cover_id', { required: 'Choose who covers for them.' })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First day"
          type="date"
          {...fieldProps(form, 'starts_on', { required: 'Enter the first day.' })}
        />
        <TextField
          label="Last day"
          type="date"
          {...fieldProps(form, 'ends_on', { required: 'Enter the last day.' })}
        />
      </div>
      <p className="text-sm text-ink-muted">
        From the first day the adviser’s new client messages, the emails that a client wrote, and their
        clients and threads in My work go to the cover. It ends by itself after the last day.
      </p>
      <SubmitButton busy={form.formState.isSubmitting}>Arrange cover</SubmitButton>
    </form>
  );
}
