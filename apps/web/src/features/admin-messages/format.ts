const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Nov 2026, 09:00" in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Control characters other than tab, line feed and carriage return. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
export const REPLY_MAX_LENGTH = 10_000;

/**
 * What is wrong with a reply, or null: the contract's rule (packages/contracts/src/messages.ts
 * `MessageBody`), restated so the page does not ship zod.
 */
export function replyProblem(text: string): string | null {
  const body = text.trim();
  if (!body) return 'Write a message.';
  if (body.length > REPLY_MAX_LENGTH) return 'A message can be at most 10,000 characters long.';
  if (CONTROL.test(body)) return 'The message contains characters that are not allowed.';
  return null;
}
