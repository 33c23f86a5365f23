import { useQuery } from '@tanstack/react-query';
import { messageEmailsQuery, useSetMessageEmails } from '@/back-office/features/messages/api/message-emails';
import { CheckOption } from '@/back-office/shared/check-option';

/**
 * The signed-in staff member's own choice: an email (who wrote, never what) when a client writes in a thread
 * assigned to them, or a client they advise or watch answers their review check-in. Saved as soon as it
 * changes; the outcome is announced.
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
      <CheckOption
        label="Email me when a client writes"
        checked={checked}
        disabled={!query.data || save.isPending}
        onChange={(on) => save.mutate(on)}
      />
      <p role="status" className={save.isError ? 'text-xs text-red-800' : 'text-xs text-ink-muted'}>
        {status}
      </p>
    </div>
  );
}
