/** The rules of a message and its thread's subject, for the schema and the messages screens alike (no zod: see text.ts). */
import { isOneLine, isPlainText } from './text';

export const MESSAGE_BODY_MAX_LENGTH = 10_000;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;

export const MESSAGE_TEXTS = {
  bodyRequired: 'Write a message.',
  bodyTooLong: 'A message can be at most 10,000 characters long.',
  bodyNotAllowed: 'The message contains characters that are not allowed.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: 'A subject can be at most 200 characters long.',
  subjectNotAllowed: 'The subject contains characters that are not allowed.',
} as const;

/** What is wrong with a message body (plain text, 1 to 10,000 characters once trimmed), or null. */
export function bodyProblem(text: string): string | null {
  const body = text.trim();
  if (!body) return MESSAGE_TEXTS.bodyRequired;
  if (body.length > MESSAGE_BODY_MAX_LENGTH) return MESSAGE_TEXTS.bodyTooLong;
  if (!isPlainText(body)) return MESSAGE_TEXTS.bodyNotAllowed;
  return null;
}

/** What is wrong with a subject (one line, 1 to 200 characters once trimmed), or null. */
export function subjectProblem(text: string): string | null {
  const subject = text.trim();
  if (!subject) return MESSAGE_TEXTS.subjectRequired;
  if (subject.length > MESSAGE_SUBJECT_MAX_LENGTH) return MESSAGE_TEXTS.subjectTooLong;
  if (!isOneLine(subject)) return MESSAGE_TEXTS.subjectNotAllowed;
  return null;
}
