/** SPEC §5's new-password rules and texts, for the schemas and the password screens alike (no zod: see text.ts). */

export const PASSWORD_MIN_LENGTH = 10;
/** A bound on what the server hashes, not a rule the screens check. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 10 characters long.',
  doNotMatch: 'Your passwords do not match.',
  tooLong: 'Password must be at most 128 characters long.',
  tooCommon:
    'This password is one of the most commonly used (or one with a few digits or symbols added), so it is easy to guess. Choose a phrase of three or four unrelated words.',
  repetitive:
    'This password repeats characters or runs through them in order (like aaaa, 1234 or qwerty), so it is easy to guess. Choose a phrase of unrelated words.',
  personal:
    'This password is mostly your name, your email address, your firm’s name or “Sextant”, which others can guess. Choose something unrelated to you and to this service.',
} as const;

/** Runs a guesser tries first: the alphabet, digits and keyboard rows, either way round. */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc',
];
const inRun = (part: string) =>
  RUNS.some((run) => run.includes(part) || [...run].reverse().join('').includes(part));

/** The longest stretch of the password that is one character repeated or part of a run. */
function longestGuessable(password: string): number {
  const text = password.toLowerCase();
  let longest = 0;
  for (let start = 0; start < text.length; start++) {
    for (let end = text.length; end - start > longest; end--) {
      const part = text.slice(start, end);
      if (new Set(part).size === 1 || inRun(part)) {
        longest = end - start;
        break;
      }
    }
  }
  return longest;
}

/** A short pattern repeated over the whole password: `abcabcabca`, `1212121212`. */
const repeatsPattern = (password: string) => /^(.{1,4})\1+.{0,3}$/su.test(password);

/** The account's own words worth refusing (3 letters or more), from its email, names and firm. */
export function contextWords(context: { email?: string; names?: string[]; firm?: string }): string[] {
  const email = context.email?.toLowerCase() ?? '';
  const firm = context.firm?.toLowerCase() ?? '';
  return [
    email,
    email.split('@')[0] ?? '',
    ...(context.names ?? []).map((n) => n.toLowerCase()),
    firm,
    ...firm.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4),
    'sextant',
  ].filter((word) => word.trim().length >= 3);
}

/**
 * NIST SP 800-63B's checks that need no word list: a password that is mostly repetition or a run, or
 * mostly the account's own words, is refused with the rule it broke. "Mostly": what is left without the
 * run or the word is under 4 characters for a run and under 6 for a word, so a long passphrase that merely
 * contains a first name still passes. The common-password list is the server's (its size).
 */
export function passwordWeakness(password: string, words: string[] = contextWords({})): string | null {
  if (repeatsPattern(password) || password.length - longestGuessable(password) < 4)
    return PASSWORD_MESSAGES.repetitive;
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word) && password.length - word.length < 6))
    return PASSWORD_MESSAGES.personal;
  return null;
}

/** The screens' check of a new password: at least 10 characters, then the confirmation matches. */
export function passwordProblems(
  password: string,
  repeat: string,
): { password?: string; repeatPassword?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: PASSWORD_MESSAGES.tooShort };
  if (password !== repeat) return { repeatPassword: PASSWORD_MESSAGES.doNotMatch };
  return {};
}
