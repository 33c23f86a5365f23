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
  published:
    'This password is published with the demo, so anyone can try it. Choose a phrase of three or four unrelated words.',
} as const;

/** Runs a guesser tries first: the alphabet, digits and the keyboard's columns, either way round. */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', '1qaz2wsx3edc'];
const inRun = (part: string) =>
  RUNS.some((run) => run.includes(part) || [...run].reverse().join('').includes(part));

/** A QWERTY keyboard's rows, unshifted and shifted; each row sits half a key right of the one above it. */
const KEY_ROWS = ['1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'];
const SHIFTED_ROWS = ['!@#$%^&*()_+', 'QWERTYUIOP{}', 'ASDFGHJKL:"', 'ZXCVBNM<>?'];
/**
 * Where a key sits: its row and column. Looked up when asked, not kept in a table built at load, so the screens
 * (which import only the length rule) carry none of it.
 */
function keyAt(key: string): { row: number; column: number } | undefined {
  for (const rows of [KEY_ROWS, SHIFTED_ROWS]) {
    const row = rows.findIndex((keys) => keys.includes(key));
    if (row >= 0) return { row, column: rows[row]!.indexOf(key) };
  }
  return undefined;
}

/** Whether two keys touch: beside each other, or diagonally over the half-key offset between rows. */
function touching(a: string, b: string): boolean {
  const from = keyAt(a);
  const to = keyAt(b);
  if (!from || !to) return false;
  const across = to.column - from.column;
  if (to.row === from.row) return Math.abs(across) === 1;
  if (to.row === from.row - 1) return across === 0 || across === 1;
  if (to.row === from.row + 1) return across === 0 || across === -1;
  return false;
}

/**
 * The length of the guessable stretch starting at `start`: one character repeated, part of a run, or a walk
 * from key to touching key (`qwertyuiop`, `zaq12wsxcde`).
 */
function guessableAt(text: string, start: number): number {
  let repeated = start + 1;
  while (repeated < text.length && text[repeated] === text[start]) repeated++;
  let walked = start + 1;
  while (walked < text.length && touching(text[walked - 1]!, text[walked]!)) walked++;
  let run = start + 1;
  while (run < text.length && inRun(text.slice(start, run + 1))) run++;
  return Math.max(repeated, walked, run) - start;
}

/** How many characters are left once every guessable stretch of 3 or more is taken out, read left to right. */
function unguessableCount(password: string): number {
  const text = password.toLowerCase();
  let left = 0;
  for (let at = 0; at < text.length; ) {
    const stretch = guessableAt(text, at);
    if (stretch >= 3) at += stretch;
    else {
      left++;
      at++;
    }
  }
  return left;
}

/** A short pattern repeated over the whole password: `abcabcabca`, `1212121212`. */
const repeatsPattern = (password: string) => /^(.{1,4})\1+.{0,3}$/su.test(password);

const UNLEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
/** Look-alike digits and symbols read as the letters they stand for (`p4ssw0rd`, `H@rbour`). */
export const unleet = (text: string) => text.replace(/[013457@$]/g, (c) => UNLEET[c]!);

/**
 * Words that join a name's words without making it harder to guess: "Harbour and Vale", "Vale & Co Ltd",
 * and "Portal", as in the product's name "Sextant Portal".
 */
const JOINERS = ['and', 'the', 'of', 'co', 'ltd', 'limited', 'llp', 'plc', 'portal'];

/**
 * Whether the password is made of the given words and little else: in any order, case, spacing or
 * punctuation, with digits and symbols around them and look-alike digits read as letters
 * (`Harbour&Vale1`, `HarbourVale2026`, `harbour-and-vale`, `H4rb0ur.V4le`), fewer than 4 other letters left.
 */
export function madeOfWords(password: string, words: string[]): boolean {
  const names = [...new Set(words.flatMap((word) => word.toLowerCase().split(/[^\p{L}]+/u)))]
    .filter((name) => name.length >= 3 && !JOINERS.includes(name))
    .sort((a, b) => b.length - a.length);
  return [password, unleet(password)].some((form) => {
    let named = false;
    const rest = form
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .map((token) => {
        let left = token;
        for (const name of names) {
          if (!left.includes(name)) continue;
          named = true;
          left = left.replaceAll(name, '');
        }
        return JOINERS.includes(left) ? '' : left;
      })
      .join('');
    return named && rest.length < 4;
  });
}

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
 * NIST SP 800-63B's checks that need no word list: a password that is mostly repetition, runs or keyboard
 * walks, or mostly the account's own words (its firm's name and the product's among them), is refused with
 * the rule it broke. "Mostly": under 4 characters are left without the runs and walks; under 6 without a
 * word, or under 4 letters without all its words; so a long passphrase that merely contains a first name
 * still passes. The common-password list is the server's (its size).
 */
export function passwordWeakness(password: string, words: string[] = contextWords({})): string | null {
  if (repeatsPattern(password) || unguessableCount(password) < 4) return PASSWORD_MESSAGES.repetitive;
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word) && password.length - word.length < 6))
    return PASSWORD_MESSAGES.personal;
  // An email's domain (example.com) is not the account's own: its local part is in the list on its own.
  if (
    madeOfWords(
      password,
      words.filter((word) => !word.includes('@')),
    )
  )
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
