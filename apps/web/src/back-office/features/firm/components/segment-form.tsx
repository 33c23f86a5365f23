import type { ReviewSegment } from '@sextant/contracts/admin-segments';
import { useForm } from 'react-hook-form';
import { useCreateSegment, useUpdateSegment } from '@/back-office/features/firm/api/segments';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { TextareaField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

interface Values {
  name: string;
  interval_months: string;
  description: string;
  is_default: boolean;
}

const valuesOf = (segment: ReviewSegment | null): Values => ({
  name: segment?.name ?? '',
  interval_months: segment ? String(segment.interval_months) : '12',
  description: segment?.description ?? '',
  is_default: segment?.is_default ?? false,
});

/** A segment's name, interval, description and whether it is the default: adding one or changing it. */
export function SegmentForm({
  segment,
  onDone,
}: {
  segment: ReviewSegment | null;
  onDone: (text: string) => void;
}) {
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const form = useForm<Values>({ defaultValues: valuesOf(segment) });
  const submit = form.handleSubmit(async (values) => {
    // The server's checks word every mistake (a blank name, an interval outside 1 to 60 months).
    const input = {
      name: values.name,
      interval_months: Number(values.interval_months),
      description: values.description,
      is_default: values.is_default,
    };
    try {
      const saved = segment
        ? await update.mutateAsync({ id: segment.uuid, input })
        : await create.mutateAsync(input);
      onDone(segment ? `The segment “${saved.name}” was saved.` : `The segment “${saved.name}” was added.`);
    } catch (failure) {
      showServerErrors(form, failure, ['name', 'interval_months', 'description', 'is_default']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      <TextField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
      <TextField
        label="Review interval (months)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        hint="From 1 to 60. A client’s next review is set this long after their last one."
        {...fieldProps(form, 'interval_months')}
      />
      <TextareaField label="Description (optional)" rows={3} {...fieldProps(form, 'description')} />
      {segment?.is_default ? (
        <p className="text-sm text-ink-muted">
          This is the firm’s default segment. To change that, make another segment the default.
        </p>
      ) : (
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-teal-600" {...form.register('is_default')} />
          Make this the default segment (for every client not given another)
        </label>
      )}
      <SubmitButton busy={form.formState.isSubmitting} className="sm:w-auto">
        {segment ? 'Save segment' : 'Add segment'}
      </SubmitButton>
    </form>
  );
}
