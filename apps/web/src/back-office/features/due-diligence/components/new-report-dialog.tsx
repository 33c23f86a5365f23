import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateReport } from '@/back-office/features/due-diligence/api/create-report';
import { reportPath } from '@/back-office/features/due-diligence/api/get-report';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { FormDialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError } from '@/shared/ui/toast';

/** The financial year now (UK, from 6 April): '2025/26'. */
function currentFinancialYear(now = new Date()) {
  const start =
    now.getMonth() > 3 || (now.getMonth() === 3 && now.getDate() >= 6)
      ? now.getFullYear()
      : now.getFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A new draft report: its year and title. Loaded on demand; the focus returns to the opener on close. */
export default function NewReportDialog({
  onClose,
  opener,
}: {
  onClose: () => void;
  opener: HTMLElement | null;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New due diligence report"
      description="One report a financial year. It stays a draft until you publish it."
      returnFocusTo={opener}
    >
      <NewReportForm />
    </FormDialog>
  );
}

function NewReportForm() {
  const navigate = useNavigate();
  const create = useCreateReport();
  const form = useForm({
    defaultValues: {
      financial_year: currentFinancialYear(),
      title: `Provider due diligence ${currentFinancialYear()}`,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const report = await create.mutateAsync(values);
      navigate(reportPath(report.uuid));
    } catch (failure) {
      showServerErrors(form, failure, ['financial_year', 'title'], () =>
        toastError('The report could not be created. Please try again.'),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Financial year"
        hint="Like 2025/26."
        required
        pattern="\d{4}/\d{2}"
        autoComplete="off"
        {...fieldProps(form, 'financial_year')}
      />
      <TextField label="Title" required maxLength={200} {...fieldProps(form, 'title')} />
      <SubmitButton busy={form.formState.isSubmitting}>Create draft</SubmitButton>
    </form>
  );
}
