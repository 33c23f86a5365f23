import { describe, expect, it } from 'vitest';
import { MessageBody, MessageSubject } from '../messages';
import { bodyProblem, MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH, subjectProblem } from './message';

const contractProblem = (schema: typeof MessageBody | typeof MessageSubject, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? null : result.error.issues[0]!.message;
};

const bodies = [
  '',
  '   \n ',
  'Hello',
  '  Hello  ',
  'Line one\nLine two\ttabbed\r\n',
  'x'.repeat(10_000),
  `  ${'x'.repeat(10_000)}  `,
  'x'.repeat(10_001),
  'bell\u0007',
  'nul\u0000',
  'emoji 🙂 ok',
];
const subjects = [
  '',
  ' ',
  'Annual review',
  's'.repeat(200),
  's'.repeat(201),
  'two\nlines',
  'tab\there',
  'esc\u001b',
];

describe('message rules', () => {
  it('are the schemas’ rules: the screens find the same problem the server does', () => {
    expect(MESSAGE_BODY_MAX_LENGTH).toBe(10_000);
    expect(MESSAGE_SUBJECT_MAX_LENGTH).toBe(200);
    for (const body of bodies)
      expect(bodyProblem(body), JSON.stringify(body)).toBe(contractProblem(MessageBody, body));
    for (const subject of subjects)
      expect(subjectProblem(subject), JSON.stringify(subject)).toBe(contractProblem(MessageSubject, subject));
  });

  it('a body is 1 to 10,000 characters of plain text once trimmed', () => {
    expect(bodyProblem('   ')).toBe('Write a message.');
    expect(bodyProblem('x'.repeat(10_000))).toBeNull();
    expect(bodyProblem('x'.repeat(10_001))).toBe('A message can be at most 10,000 characters long.');
    expect(bodyProblem('a\nb')).toBeNull();
  });

  it('a subject is one line of 1 to 200 characters', () => {
    expect(subjectProblem('')).toBe('Enter a subject.');
    expect(subjectProblem('s'.repeat(201))).toBe('A subject can be at most 200 characters long.');
    expect(subjectProblem('a\nb')).toBe('The subject contains characters that are not allowed.');
    expect(subjectProblem('Annual review')).toBeNull();
  });
});
