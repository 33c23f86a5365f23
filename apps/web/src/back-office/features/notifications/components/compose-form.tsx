import { useRef } from 'react';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { buttonClass } from '@/shared/ui/button';
import { TextareaField, TextField } from '@/shared/ui/field';
import { ConfirmDialog } from '@/shared/ui/lazy-dialog';
import { AudienceFields } from './audience-fields';
import { useComposeForm } from './use-compose-form';

const TITLE_MAX = 120;
const BODY_MAX = 2000;

/** Mirrors the server's rule, to say so before sending: an in-app path under /tabs/, nothing else. */
const linkProblem = (link: string) =>
  link && (!link.startsWith('/tabs/') || link.includes('//') || /[\s\\]/.test(link))
    ? 'Use a path inside the app that starts with /tabs/, for example /tabs/insights.'
    : undefined;

/**
 * Write a notification to one client or to all of them; sending to all asks first. Loaded beside the
 * sent notifications (react-hook-form would put the screen over its size budget).
 */
export function ComposeForm() {
  const { form, audience, body, sending, confirming, setConfirming, sendNow, onSubmit } = useComposeForm();
  const submitButton = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="compose-heading"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="compose-heading" className="mb-4 text-base font-semibold text-ink">
        New notification
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <AudienceFields form={form} audience={audience} />
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
          <button ref={submitButton} type="submit" disabled={sending} className={buttonClass('primary')}>
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
