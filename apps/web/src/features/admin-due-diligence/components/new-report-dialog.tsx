import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
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
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-card"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">New due diligence report</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-full p-1 hover:bg-navy-50">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-ink-muted">
            One report a financial year. It stays a draft until you publish it.
          </Dialog.Description>
          <NewReportForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
