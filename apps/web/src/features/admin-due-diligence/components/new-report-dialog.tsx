import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { FormDialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError } from '../../../shared/ui/toast';
import { useCreateReport } from '../api/create-report';
import { reportPath } from '../api/get-report';

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
  const [year, setYear] = useState(currentFinancialYear);
  const [title, setTitle] = useState(() => `Provider due diligence ${currentFinancialYear()}`);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { financial_year: year, title },
      {
        onSuccess: (report) => navigate(reportPath(report.uuid)),
        onError: (failure) => {
          if (isHttpError(failure) && failure.status === 422) setErrors(failure.fieldErrors);
          else toastError('The report could not be created. Please try again.');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Financial year"
        hint="Like 2025/26."
        value={year}
        onChange={(event) => setYear(event.target.value)}
        error={errors.financial_year?.[0]}
        required
        pattern="\d{4}/\d{2}"
        autoComplete="off"
      />
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title?.[0]}
        required
        maxLength={200}
      />
      <SubmitButton busy={create.isPending}>Create draft</SubmitButton>
    </form>
  );
}
