import type { NotificationRecipient } from '@sextant/contracts/admin-notifications';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSendNotification } from '@/back-office/features/notifications/api/send-notification';
import { fieldProps } from '@/shared/forms/field-props';
import { showServerErrors } from '@/shared/forms/server-errors';
import { buttonClass } from '@/shared/ui/button';
import { TextareaField, TextField } from '@/shared/ui/field';
import { ConfirmDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { RecipientPicker } from './recipient-picker';

const TITLE_MAX = 120;
const BODY_MAX = 2000;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** Mirrors the server's rule, to say so before sending: an in-app path under /tabs/, nothing else. */
const linkProblem = (link: string) =>
  link && (!link.startsWith('/tabs/') || link.includes('//') || /[\s\\]/.test(link))
    ? 'Use a path inside the app that starts with /tabs/, for example /tabs/insights.'
    : undefined;

interface Values {
  audience: 'all' | 'client';
  recipient: NotificationRecipient | null;
  title: string;
  body: string;
  link: string;
}

/**
 * Write a notification to one client or to all of them; sending to all asks first. Loaded beside the
 * sent notifications (react-hook-form would put the screen over its size budget).
 */
export function ComposeForm() {
  const send = useSendNotification();
  const form = useForm<Values>({
    defaultValues: { audience: 'all', recipient: null, title: '', body: '', link: '' },
    // As before react-hook-form: errors change when the form is sent, and the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [audience, body] = useWatch({ control: form.control, name: ['audience', 'body'] });
  const [confirming, setConfirming] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  const sendNow = () => {
    const { audience, recipient, title, body, link } = form.getValues();
    send.mutate(
      {
        title,
        body,
        link: link.trim() || null,
        audience: audience === 'all' ? { type: 'all' } : { type: 'client', client_id: recipient?.uuid ?? '' },
      },
      {
        onSuccess: ({ sent }) => {
          toastSuccess(`Sent to ${plural(sent, 'client', 'clients')}.`);
          form.reset({ ...form.getValues(), title: '', body: '', link: '' });
        },
        onError: (error) => {
          const fields = {
            title: 'title',
            body: 'body',
            link: 'link',
            'audience.client_id': 'recipient',
          } as const;
          if (
            showServerErrors(form, error, fields, () =>
              toastError('The notification could not be sent. Please try again.'),
            )
          )
            toastError('Please check the highlighted fields.');
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(() => {
    if (form.getValues('audience') === 'all') setConfirming(true);
    else sendNow();
  });

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
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-teal-600"
                  {...form.register('audience')}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {audience === 'client' && (
          <Controller
            control={form.control}
            name="recipient"
            rules={{ validate: (recipient) => recipient !== null || 'Choose a client.' }}
            render={({ field, fieldState }) => (
              <RecipientPicker
                value={field.value}
                onChange={(chosen) => {
                  field.onChange(chosen);
                  form.clearErrors('recipient');
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <TextField
          label="Title"
          required
          maxLength={TITLE_MAX}
          {...fieldProps(form, 'title', { validate: (title) => Boolean(title.trim()) || 'Enter a title.' })}
        />
        <TextareaField
          label="Message"
          hint={`Plain text. ${body.length.toLocaleString('en-GB')} of ${BODY_MAX.toLocaleString('en-GB')} characters.`}
          rows={5}
          required
          maxLength={BODY_MAX}
          {...fieldProps(form, 'body', { validate: (text) => Boolean(text.trim()) || 'Enter a message.' })}
        />
        <TextField
          label="Link (optional)"
          hint="A screen of the app the notification opens, for example /tabs/insights or /tabs/policies."
          placeholder="/tabs/…"
          maxLength={500}
          {...fieldProps(form, 'link', { validate: (link) => linkProblem(link.trim()) ?? true })}
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
        description={`“${form.getValues('title').trim()}” goes to the inbox of every active client of the firm. It cannot be taken back.`}
        confirm="Send to all"
        onConfirm={sendNow}
        returnFocusTo={submitButton.current}
      />
    </section>
  );
}
