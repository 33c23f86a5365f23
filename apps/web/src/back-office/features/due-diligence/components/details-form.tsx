import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateReport } from '@/back-office/features/due-diligence/api/update-report';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { TextareaField, TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { HtmlEditor } from './html-editor';

/** A report's year, title, summary and text. */
export function DetailsForm({ report }: { report: AdminReport }) {
  const update = useUpdateReport(report.uuid);
  const form = useForm({
    defaultValues: {
      financial_year: report.financial_year,
      title: report.title,
      summary: report.summary,
      body: report.body,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      // The server sanitises the HTML: the editor shows what it kept.
      form.setValue('body', saved.body);
      toastSuccess('The report is saved.');
    } catch (failure) {
      showServerErrors(form, failure, ['financial_year', 'title', 'summary', 'body'], () =>
        toastError('The report could not be saved. Please try again.'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <TextField
          label="Financial year"
          hint="Like 2025/26."
          required
          autoComplete="off"
          {...fieldProps(form, 'financial_year')}
        />
        <TextField label="Title" required maxLength={200} {...fieldProps(form, 'title')} />
      </div>
      <TextareaField label="Summary" rows={3} maxLength={2000} {...fieldProps(form, 'summary')} />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <HtmlEditor
            label="Report"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="sm:w-48">
        <SubmitButton busy={form.formState.isSubmitting} className="min-h-11">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
