import { useQuery } from '@tanstack/react-query';
import { messageEmailsQuery, useSetMessageEmails } from '@/back-office/features/messages/api/message-emails';

/**
 * The signed-in staff member's own choice: an email (who wrote, never what) when a client writes in a thread
 * assigned to them. Saved as soon as it changes; the outcome is announced.
 */
export function MessageEmailsToggle() {
  const query = useQuery(messageEmailsQuery());
  const save = useSetMessageEmails();
  const checked = save.isPending ? Boolean(save.variables) : Boolean(query.data?.email_me);
  const status = save.isError
    ? 'Your choice could not be saved. Please try again.'
    : save.isSuccess
      ? save.data.email_me
        ? 'You will be emailed when a client writes to you.'
        : 'You will not be emailed when a client writes to you.'
      : '';

  return (
    <div className="flex flex-col gap-0.5">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={checked}
          disabled={!query.data || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          className="size-4 accent-teal-600"
        />
        Email me when a client writes
      </label>
      <p role="status" className={save.isError ? 'text-xs text-red-800' : 'text-xs text-ink-muted'}>
        {status}
      </p>
    </div>
  );
}
