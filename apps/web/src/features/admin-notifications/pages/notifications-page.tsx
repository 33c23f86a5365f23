import type {
  AdminSentNotification,
  NotificationRecipient,
  SendNotificationRequest,
} from '@sextant/contracts/admin-notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTableParams } from '../../../shared/admin/table-params';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { buttonClass } from '../../../shared/ui/button';
import { cx } from '../../../shared/ui/cx';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { controlClass, TextField } from '../../../shared/ui/field';
import { ConfirmDialog } from '../../../shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { type SentSort, sentNotificationsQuery } from '../api/get-sent-notifications';
import { useSendNotification } from '../api/send-notification';
import { RecipientPicker } from '../components/recipient-picker';

const SORTS: readonly SentSort[] = ['sent_at'];
const TITLE_MAX = 120;
const BODY_MAX = 2000;

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** Mirrors the server's rule, to say so before sending: an in-app path under /tabs/, nothing else. */
const linkProblem = (link: string) =>
  link && (!link.startsWith('/tabs/') || link.includes('//') || /[\s\\]/.test(link))
    ? 'Use a path inside the app that starts with /tabs/, for example /tabs/insights.'
    : undefined;

function BodyField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Message
      </label>
      <textarea
        id={id}
        value={value}
        rows={5}
        required
        maxLength={BODY_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
        className={cx(controlClass, 'py-3', error ? 'border-red-600' : 'border-line')}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Plain text. {value.length.toLocaleString('en-GB')} of {BODY_MAX.toLocaleString('en-GB')} characters.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Write a notification to one client or to all of them; sending to all asks first. */
function ComposeForm() {
  const send = useSendNotification();
  const [audience, setAudience] = useState<'all' | 'client'>('all');
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  const request = (): SendNotificationRequest => ({
    title,
    body,
    link: link.trim() || null,
    audience: audience === 'all' ? { type: 'all' } : { type: 'client', client_id: recipient?.uuid ?? '' },
  });

  const check = (): boolean => {
    const found: FieldErrors = {};
    if (!title.trim()) found.title = ['Enter a title.'];
    if (!body.trim()) found.body = ['Enter a message.'];
    const problem = linkProblem(link.trim());
    if (problem) found.link = [problem];
    if (audience === 'client' && !recipient) found['audience.client_id'] = ['Choose a client.'];
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const sendNow = () =>
    send.mutate(request(), {
      onSuccess: ({ sent }) => {
        toastSuccess(`Sent to ${plural(sent, 'client', 'clients')}.`);
        setTitle('');
        setBody('');
        setLink('');
        setErrors({});
      },
      onError: (error) => {
        if (isHttpError(error) && error.status === 422) {
          setErrors(error.fieldErrors);
          toastError('Please check the highlighted fields.');
        } else toastError('The notification could not be sent. Please try again.');
      },
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    if (audience === 'all') {
      setConfirming(true);
    } else sendNow();
  };

  return (
    <section
      aria-labelledby="compose-heading"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="compose-heading" className="mb-4 text-base font-semibold text-ink">
        New notification
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Send to</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ['all', 'All clients'],
                ['client', 'One client'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="audience"
                  value={value}
                  className="size-4 accent-teal-600"
                  checked={audience === value}
                  onChange={() => setAudience(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {audience === 'client' && (
          <RecipientPicker
            value={recipient}
            onChange={(chosen) => {
              setRecipient(chosen);
              setErrors((current) => ({ ...current, 'audience.client_id': [] }));
            }}
            error={errors['audience.client_id']?.[0]}
          />
        )}
        <TextField
          label="Title"
          value={title}
          required
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title?.[0]}
        />
        <BodyField value={body} onChange={setBody} error={errors.body?.[0]} />
        <TextField
          label="Link (optional)"
          hint="A screen of the app the notification opens, for example /tabs/insights or /tabs/policies."
          value={link}
          placeholder="/tabs/…"
          maxLength={500}
          onChange={(event) => setLink(event.target.value)}
          error={errors.link?.[0]}
        />
        <div>
          <button
            ref={submitButton}
            type="submit"
            disabled={send.isPending}
            className={buttonClass('primary')}
          >
            {audience === 'all' ? 'Send to all clients' : 'Send'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send to all clients?"
        description={`“${title.trim()}” goes to the inbox of every active client of the firm. It cannot be taken back.`}
        confirm="Send to all"
        onConfirm={sendNow}
        returnFocusTo={submitButton.current}
      />
    </section>
  );
}

const columns: Column<AdminSentNotification, SentSort>[] = [
  {
    key: 'sent_at',
    header: 'Sent',
    sort: 'sent_at',
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.sent_at}>{formatDateTime(row.sent_at)}</time>,
  },
  {
    key: 'title',
    header: 'Notification',
    cell: (row) => (
      <div className="min-w-48">
        <p className="font-medium text-ink">{row.title}</p>
        <p className="line-clamp-2 text-ink-muted">{row.body}</p>
        {row.link && <p className="text-xs break-all text-ink-muted">Opens {row.link}</p>}
      </div>
    ),
  },
  {
    key: 'audience',
    header: 'To',
    cell: (row) => (row.audience.type === 'all' ? 'All clients' : (row.audience.client_name ?? 'One client')),
  },
  {
    key: 'sent',
    header: 'Reached',
    className: 'text-right',
    cell: (row) => row.sent.toLocaleString('en-GB'),
  },
  { key: 'sent_by', header: 'By', cell: (row) => row.sent_by ?? '—' },
];

/** Compose a notification (to one client or all) and see what the firm's staff sent before. */
export function NotificationsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'sent_at', order: 'desc' });
  const history = useQuery(sentNotificationsQuery(params));
  return (
    <div className="flex flex-col gap-8">
      <ComposeForm />
      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-base font-semibold text-ink">
          Sent notifications
        </h2>
        <DataTable
          caption="Sent notifications"
          columns={columns}
          rows={history.data?.items}
          rowKey={(row) => String(row.id)}
          total={history.data?.total ?? 0}
          params={params}
          onParams={setParams}
          searchLabel="Search sent notifications by title"
          fetching={history.isPlaceholderData}
          error={
            history.isError && !history.data
              ? {
                  message: 'The sent notifications could not be loaded.',
                  retry: () => void history.refetch(),
                }
              : null
          }
          empty="Nothing sent yet."
        />
      </section>
    </div>
  );
}
