import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileSearch } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { controlClass, TextField } from '../../../shared/ui/field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { reportQuery } from '../api/get-report';
import { useSetPublished } from '../api/publish-report';
import { useUpdateReport } from '../api/update-report';
import { DocumentEditor } from '../components/document-editor';
import { HtmlEditor } from '../components/html-editor';
import { PanelEditor } from '../components/panel-editor';
import { ProviderReports } from '../components/provider-report-editor';
import { StatusBadge } from '../components/status-badge';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function PublishBar({ report }: { report: AdminReport }) {
  const publish = useSetPublished(report.uuid);
  const published = report.status === 'published';
  const toggle = () =>
    publish.mutate(!published, {
      onSuccess: () =>
        toastSuccess(
          published ? 'The report is hidden from clients.' : 'The report is published to clients.',
        ),
      onError: () => toastError('The change could not be saved. Please try again.'),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge status={report.status} />
        <span className="text-ink-muted">
          {published && report.published_at
            ? `Clients have seen it since ${formatDate(report.published_at)}.`
            : 'Clients cannot see it yet.'}
        </span>
      </div>
      <button
        type="button"
        className={buttonClass(published ? 'secondary' : 'primary')}
        onClick={toggle}
        disabled={publish.isPending}
        aria-busy={publish.isPending || undefined}
      >
        {publish.isPending && <Spinner className="size-4" />}
        {published ? 'Unpublish' : 'Publish'}
      </button>
    </div>
  );
}

function DetailsForm({ report }: { report: AdminReport }) {
  const id = useId();
  const update = useUpdateReport(report.uuid);
  const [year, setYear] = useState(report.financial_year);
  const [title, setTitle] = useState(report.title);
  const [summary, setSummary] = useState(report.summary);
  const [body, setBody] = useState(report.body);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      { financial_year: year, title, summary, body },
      {
        onSuccess: (saved) => {
          setBody(saved.body);
          toastSuccess('The report is saved.');
        },
        onError: (failure) => {
          if (isHttpError(failure) && failure.status === 422) setErrors(failure.fieldErrors);
          else toastError('The report could not be saved. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <TextField
          label="Financial year"
          hint="Like 2025/26."
          value={year}
          onChange={(event) => setYear(event.target.value)}
          error={errors.financial_year?.[0]}
          required
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
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-summary`} className="text-sm font-medium text-ink">
          Summary
        </label>
        <textarea
          id={`${id}-summary`}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          rows={3}
          maxLength={2000}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={errors.summary ? `${id}-summary-error` : undefined}
          className={`${controlClass} border-line py-3`}
        />
        {errors.summary?.[0] && (
          <p id={`${id}-summary-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.summary[0]}
          </p>
        )}
      </div>
      <HtmlEditor label="Report" value={body} onChange={setBody} error={errors.body?.[0]} />
      <div className="sm:w-48">
        <SubmitButton busy={update.isPending} className="min-h-11">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

/** One year's due diligence report: its text, publication, PDF, panel and per-provider reports. */
export function ReportPage() {
  const id = useParams().id ?? '';
  const query = useQuery(reportQuery(id));
  const report = query.data;

  if (!report) {
    return query.isPending ? (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading the report</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    ) : (
      <EmptyState icon={FileSearch} message="This report could not be found.">
        <Link to="/admin/due-diligence" className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All reports
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/due-diligence" className={buttonClass('ghost', 'md', 'self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All reports
      </Link>
      <PublishBar report={report} />
      <Section title={`${report.financial_year}: ${report.title}`}>
        <DetailsForm key={report.uuid} report={report} />
      </Section>
      <Section
        title="Report PDF"
        description="Clients of the firm can download it once the report is published."
      >
        <DocumentEditor
          slot={{ reportId: report.uuid }}
          document={report.document}
          label="The report as a PDF"
        />
      </Section>
      <Section
        title="Panel"
        description="The providers the firm recommends this year, in the order clients see them."
      >
        <PanelEditor
          key={report.panel
            .map((entry) => `${entry.provider.uuid}:${entry.rating}:${entry.summary}`)
            .join('|')}
          report={report}
        />
      </Section>
      <Section title="Provider reports" description="The full review of each provider on the panel.">
        <ProviderReports report={report} />
      </Section>
    </div>
  );
}
