import type { AdminClientService, AdminReview } from '@sextant/contracts/admin-service';
import type { CheckinQuestion } from '@sextant/contracts/reviews';
import { CHECKIN_QUESTIONS } from '@sextant/contracts/rules/reviews';
import { ClipboardCheck, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useClientDocuments } from '@/back-office/features/clients/api/get-client-documents';
import { useClientPolicies } from '@/back-office/features/clients/api/get-client-policies';
import { useClientService } from '@/back-office/features/clients/api/get-client-service';
import { useStaffOptions } from '@/back-office/features/clients/api/get-staff-options';
import { useUpdateClientService } from '@/back-office/features/clients/api/update-client-service';
import { segmentLabel, useSegments } from '@/back-office/shared/api/get-segments';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/field';
import { FormDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import DocumentUploadForm from './document-upload-form';
import { OutcomeForm } from './outcome-form';
import { formatDate, formatDateTime, OPEN_REVIEW, REVIEW_STATUS_LABELS } from './service-texts';
import { Badge } from './status-badge';

const STATUS_TONES = {
  upcoming: 'grey',
  checkin_open: 'amber',
  checkin_done: 'amber',
  delivered: 'green',
  declined: 'red',
  no_response: 'red',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

interface ServiceValues {
  adviser_id: string;
  segment_id: string;
  next_review_date: string;
}

const valuesOf = (service: AdminClientService): ServiceValues => ({
  adviser_id: service.adviser?.uuid ?? '',
  segment_id: service.segment?.uuid ?? '',
  next_review_date: service.next_review_date ?? '',
});

/** The client's adviser (a staff member of the firm) and next review date. */
function ServiceForm({ clientId, service }: { clientId: string; service: AdminClientService }) {
  const staff = useStaffOptions();
  const segments = useSegments();
  const update = useUpdateClientService(clientId);
  const [saved, setSaved] = useState('');
  const form = useForm<ServiceValues>({ defaultValues: valuesOf(service) });
  const { reset } = form;
  useEffect(() => reset(valuesOf(service)), [reset, service]);

  const options = (staff.data?.items ?? []).map((member) => ({ value: member.uuid, label: member.name }));
  // An adviser who has left stays shown until someone else is chosen.
  if (service.adviser && !options.some((option) => option.value === service.adviser?.uuid))
    options.unshift({ value: service.adviser.uuid, label: `${service.adviser.name} (no longer active)` });

  const segmentOptions = (segments.data?.items ?? []).map((segment) => ({
    value: segment.uuid,
    label: segmentLabel(segment),
  }));
  // The client's segment is a choice from the first render, so the field shows it while the list loads.
  if (service.segment && !segmentOptions.some((option) => option.value === service.segment?.uuid)) {
    segmentOptions.unshift({ value: service.segment.uuid, label: segmentLabel(service.segment) });
  }

  const submit = form.handleSubmit(async (values) => {
    setSaved('');
    try {
      await update.mutateAsync({
        adviser_id: values.adviser_id || null,
        next_review_date: values.next_review_date || null,
        // Sent only when chosen: a client in the default follows the default when the firm moves it.
        ...(form.formState.dirtyFields.segment_id && { segment_id: values.segment_id || null }),
      });
      setSaved('The adviser, segment and next review date were saved.');
    } catch (failure) {
      showServerErrors(form, failure, ['adviser_id', 'segment_id', 'next_review_date']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorMessage message={formError(form.formState.errors)} />
      {staff.isError && <ErrorMessage message="The firm’s staff could not be loaded." />}
      {segments.isError && <ErrorMessage message="The review segments could not be loaded." />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Adviser"
          placeholder={staff.isPending ? 'Loading the staff…' : 'No adviser'}
          options={options}
          {...fieldProps(form, 'adviser_id')}
        />
        <SelectField
          label="Review segment"
          placeholder={segments.isPending ? 'Loading the segments…' : 'The firm’s default'}
          options={segmentOptions}
          {...fieldProps(form, 'segment_id')}
        />
        <TextField
          label="Next review date"
          type="date"
          hint="The check-in opens 30 days before. After each review, the next is set one segment interval on."
          {...fieldProps(form, 'next_review_date')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={form.formState.isSubmitting} className="sm:w-auto">
          Save ongoing service
        </SubmitButton>
        <p role="status" className="text-sm font-medium text-teal-900">
          {form.formState.isDirty ? '' : saved}
        </p>
      </div>
    </form>
  );
}

function CheckinAnswers({ review }: { review: AdminReview }) {
  const { checkin } = review;
  if (!checkin)
    return (
      <p className="text-sm text-ink-muted">
        {review.status === 'upcoming'
          ? 'The check-in opens 30 days before the review date.'
          : 'The client has not answered the check-in yet.'}
      </p>
    );
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <dl className="divide-y divide-line">
      <Row label="Wants this year’s review">
        {checkin.wants_review ? 'Yes' : <Badge tone="red">No: declined in the check-in</Badge>}
      </Row>
      {(Object.keys(CHECKIN_QUESTIONS) as CheckinQuestion[]).map((question) => (
        <Row key={question} label={CHECKIN_QUESTIONS[question]}>
          {checkin[question] ? <Badge tone="amber">Yes</Badge> : yesNo(false)}
        </Row>
      ))}
      <Row label="Anything to discuss">
        {checkin.to_discuss ? (
          <span className="whitespace-pre-wrap">{checkin.to_discuss}</span>
        ) : (
          <span className="text-ink-muted">Nothing</span>
        )}
      </Row>
    </dl>
  );
}

function Outcome({ review }: { review: AdminReview }) {
  if (!review.outcome_at && !review.meeting_held_on && !review.outcome_note) return null;
  return (
    <>
      {review.meeting_held_on && <Row label="Meeting held on">{formatDate(review.meeting_held_on)}</Row>}
      {review.outcome_at && <Row label="Outcome recorded">{formatDateTime(review.outcome_at)}</Row>}
      {review.outcome_note && (
        <Row label="Note">
          <span className="whitespace-pre-wrap">{review.outcome_note}</span>
        </Row>
      )}
    </>
  );
}

type Dialog = { kind: 'pack' | 'outcome'; opener: HTMLElement } | null;

function CurrentReview({
  clientId,
  review,
  onResult,
}: {
  clientId: string;
  review: AdminReview;
  /** Says what an upload or outcome did, where it stays when the review itself is gone. */
  onResult: (text: string) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const documents = useClientDocuments(clientId);
  const policies = useClientPolicies(clientId);
  const open = OPEN_REVIEW.includes(review.status);

  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-line">
        <Row label="Review date">{formatDate(review.review_date)}</Row>
        <Row label="Status">
          <Badge tone={STATUS_TONES[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
        </Row>
        <Row label="Adviser">{review.adviser?.name ?? 'None'}</Row>
        <Row label="Check-in answered">
          {review.checkin_submitted_at ? formatDateTime(review.checkin_submitted_at) : 'Not yet'}
        </Row>
        <Row label="Review pack">
          {review.pack ? (
            <>
              {review.pack.title}
              <span className="block text-ink-muted">
                {review.pack.completed_at
                  ? `Completed by the client ${formatDateTime(review.pack.completed_at)}`
                  : 'Waiting for the client to acknowledge or sign it'}
              </span>
            </>
          ) : (
            'Not uploaded yet'
          )}
        </Row>
        <Outcome review={review} />
      </dl>

      <section aria-labelledby="review-checkin" className="flex flex-col gap-1">
        <h4 id="review-checkin" className="text-base font-semibold text-ink">
          Check-in answers
        </h4>
        <CheckinAnswers review={review} />
      </section>

      {open && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={!documents.data}
            onClick={(event) => setDialog({ kind: 'pack', opener: event.currentTarget })}
          >
            <Upload aria-hidden="true" className="size-4" />
            {review.pack ? 'Upload a new review pack' : 'Upload review pack'}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={(event) => setDialog({ kind: 'outcome', opener: event.currentTarget })}
          >
            <ClipboardCheck aria-hidden="true" className="size-4" />
            Record outcome
          </button>
        </div>
      )}

      <FormDialog
        open={dialog?.kind === 'pack'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Upload review pack"
        description="The client is asked to acknowledge or sign it; once they have, the review is delivered."
        size="lg"
        returnFocusTo={dialog?.opener ?? null}
      >
        <DocumentUploadForm
          clientId={clientId}
          documents={documents.data?.items ?? []}
          policies={policies.data?.items ?? []}
          reviewId={review.uuid}
          onDone={(document) => {
            onResult(`The review pack “${document.title}” was published to the client.`);
            setDialog(null);
          }}
        />
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'outcome'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Record outcome"
        size="md"
        returnFocusTo={dialog?.opener ?? null}
      >
        <OutcomeForm
          clientId={clientId}
          review={review}
          onDone={(answer) => {
            onResult(`The review was recorded as ${REVIEW_STATUS_LABELS[answer.status].toLowerCase()}.`);
            setDialog(null);
          }}
        />
      </FormDialog>
    </div>
  );
}

function History({ reviews }: { reviews: AdminReview[] }) {
  if (reviews.length === 0) return <p className="text-sm text-ink-muted">No earlier reviews.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {reviews.map((review) => (
        <li key={review.uuid} className="rounded-xl border border-line px-4 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{formatDate(review.review_date)}</span>
            <Badge tone={STATUS_TONES[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
          </p>
          <dl className="divide-y divide-line">
            {review.pack && (
              <Row label="Review pack">
                {review.pack.title}
                {review.pack.completed_at && ` (completed ${formatDateTime(review.pack.completed_at)})`}
              </Row>
            )}
            <Outcome review={review} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The ongoing service on the client's page: their adviser and next review date, the current review
 * (status, check-in answers, pack, outcome) and the reviews before it.
 */
export default function ServiceSection({ clientId }: { clientId: string }) {
  const query = useClientService(clientId);
  const [result, setResult] = useState('');
  return (
    <section
      aria-labelledby="client-service"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <h2 id="client-service" className="text-lg font-semibold tracking-tight text-ink">
        Ongoing service
      </h2>
      {query.isPending ? (
        <SkeletonList rows={2} label="Loading the ongoing service" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage message="The ongoing service could not be loaded." />
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <ServiceForm clientId={clientId} service={query.data} />
          <section
            aria-labelledby="client-current-review"
            className="flex flex-col gap-2 border-t border-line pt-4"
          >
            <h3 id="client-current-review" className="text-base font-semibold text-ink">
              Current review
            </h3>
            <p role="status" className="text-sm font-medium text-teal-900 empty:hidden">
              {result}
            </p>
            {query.data.current ? (
              <CurrentReview clientId={clientId} review={query.data.current} onResult={setResult} />
            ) : (
              <p className="text-sm text-ink-muted">
                No review is open. One opens 30 days before the next review date.
              </p>
            )}
          </section>
          <section
            aria-labelledby="client-past-reviews"
            className="flex flex-col gap-2 border-t border-line pt-4"
          >
            <h3 id="client-past-reviews" className="text-base font-semibold text-ink">
              Past reviews
            </h3>
            <History reviews={query.data.history} />
          </section>
        </>
      )}
    </section>
  );
}
