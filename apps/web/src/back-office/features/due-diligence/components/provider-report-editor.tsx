import type { AdminProviderReport, AdminReport } from '@sextant/contracts/admin-due-diligence';
import { Controller, useForm } from 'react-hook-form';
import {
  useDeleteProviderReport,
  useSaveProviderReport,
} from '@/back-office/features/due-diligence/api/provider-report';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { DocumentEditor } from './document-editor';
import { HtmlEditor } from './html-editor';

interface Target {
  provider: { uuid: string; name: string };
  report: AdminProviderReport | null;
}

/** The providers on the panel (and any others written up), each with its own report and PDF. */
export function ProviderReports({ report }: { report: AdminReport }) {
  const byProvider = new Map(report.provider_reports.map((item) => [item.provider.uuid, item]));
  const targets: Target[] = report.panel.map((entry) => ({
    provider: entry.provider,
    report: byProvider.get(entry.provider.uuid) ?? null,
  }));
  const onPanel = new Set(report.panel.map((entry) => entry.provider.uuid));
  for (const item of report.provider_reports) {
    if (!onPanel.has(item.provider.uuid)) targets.push({ provider: item.provider, report: item });
  }
  if (targets.length === 0) {
    return <p className="text-sm text-ink-muted">Add providers to the panel to write their reports.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {targets.map((target) => (
        <li key={target.provider.uuid}>
          <details className="group rounded-xl border border-line bg-surface">
            <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 rounded-xl px-4 py-3 font-medium text-ink focus-visible:outline-2 focus-visible:outline-focus">
              <span>
                {target.provider.name}
                {!onPanel.has(target.provider.uuid) && (
                  <span className="ml-2 text-xs font-normal text-ink-muted">(not on the panel)</span>
                )}
              </span>
              <span className="text-sm font-normal text-ink-muted">
                {target.report ? (target.report.document ? 'Written, with PDF' : 'Written') : 'Not written'}
              </span>
            </summary>
            <div className="border-t border-line p-4">
              <ProviderReportForm key={target.report?.body ?? ''} reportId={report.uuid} target={target} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

function ProviderReportForm({ reportId, target }: { reportId: string; target: Target }) {
  const { provider, report } = target;
  const save = useSaveProviderReport(reportId, provider.uuid);
  const remove = useDeleteProviderReport(reportId, provider.uuid);
  const form = useForm({ defaultValues: { body: report?.body ?? '' } });
  const [ask, confirmDialog] = useConfirm();

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await save.mutateAsync(body);
      toastSuccess(`The report on ${provider.name} is saved.`);
    } catch (failure) {
      // The report is its only field: whatever the server refuses is said under it.
      showServerErrors(form, failure, ['body'], (message) =>
        isHttpError(failure) && failure.status === 422
          ? form.setError('body', { type: 'server', message })
          : toastError('The report could not be saved. Please try again.'),
      );
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <HtmlEditor
              label={`Report on ${provider.name}`}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              rows={10}
            />
          )}
        />
        <div className="flex flex-wrap items-center gap-2">
          <div className="sm:w-48">
            <SubmitButton busy={form.formState.isSubmitting} className="min-h-11">
              Save report
            </SubmitButton>
          </div>
          {report && (
            <button
              type="button"
              className={buttonClass('ghost', 'md', 'text-red-800')}
              disabled={remove.isPending}
              onClick={(event) =>
                ask(
                  {
                    title: `Delete the report on ${provider.name}?`,
                    description: 'The report and its PDF are deleted. This cannot be undone.',
                    confirm: 'Delete',
                    onConfirm: () =>
                      remove.mutate(undefined, {
                        onSuccess: () => toastSuccess(`The report on ${provider.name} is deleted.`),
                        onError: () => toastError('The report could not be deleted. Please try again.'),
                      }),
                  },
                  event.currentTarget,
                )
              }
            >
              Delete report
            </button>
          )}
          {confirmDialog}
        </div>
      </form>
      {report ? (
        <DocumentEditor
          slot={{ reportId, providerId: provider.uuid }}
          document={report.document}
          label={`PDF of the report on ${provider.name}`}
        />
      ) : (
        <p className="text-sm text-ink-muted">Save the report to attach a PDF to it.</p>
      )}
    </div>
  );
}
