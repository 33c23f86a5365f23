import { hash, type Options, verify } from '@node-rs/argon2';
import { contextWords, PASSWORD_MESSAGES, passwordWeakness, unleet } from '@sextant/contracts/rules/password';

/** argon2id at OWASP's second configuration (m=19 MiB, t=2, p=1): about 50 ms here (DESIGN.md). */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id at its least cost, for the test runner's processes only (vitest sets VITEST in them and in what
 * they start): the API tests hash and check some 1,400 times, 24 ms of CPU each at the real cost (33 core-s).
 * A hash records its own cost, so verifying follows whichever made it.
 */
const TEST_RUN_OPTIONS: Options = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 };

/** The cost new hashes are made at: the real one but in a test run. */
export const argon2Options = (env: NodeJS.ProcessEnv): Options =>
  env.VITEST === 'true' ? TEST_RUN_OPTIONS : ARGON2_OPTIONS;

const options = argon2Options(process.env);
export const hashPassword = (password: string) => hash(password, options);

let dummyHash: Promise<string> | undefined;
/**
 * Checks a password against a stored hash; with no hash (no such account) it checks a dummy one, so
 * both cases take the same time and cannot be told apart.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;
/** The most common passwords (zxcvbn's ranked list of about 49,000), loaded on first use. */
async function loadCommonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
}

/**
 * What a guesser tries for a listed word: the password, then without the digits and symbols people
 * add at the end (`Summer2024!` → `summer`), then with look-alike digits read as letters (`p4ssw0rd`).
 */
function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return [lower, stem, unleet(stem)].filter((form) => form.length >= 4);
}

/** Who the password is for, so it may not be made of their own words. */
export interface PasswordContext {
  email: string;
  names: string[];
  firm: string | null;
}

/**
 * The demo logins' password. The README publishes it, so a new password made of it is refused unless the
 * server runs the demo (DEMO_DATA=1), where it is the point.
 */
export const DEMO_PASSWORD = 'Demo-Password-1';
/** Its letters: `demo password 2`, `DEMOPASSWORD!` are it too. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/**
 * Field errors for a new password beyond its length (which the schema checks), NIST SP 800-63B: not
 * published, not on the common list (a Set: one lookup per form), not repetitive or sequential, not the
 * account's words.
 */
export async function newPasswordProblems(
  password: string,
  context: PasswordContext,
  server: { demoData: boolean },
): Promise<string[]> {
  if (!server.demoData && lettersOf(password) === lettersOf(DEMO_PASSWORD))
    return [PASSWORD_MESSAGES.published];
  commonPasswords ??= loadCommonPasswords();
  const common = await commonPasswords;
  if (guessableForms(password).some((form) => common.has(form))) return [PASSWORD_MESSAGES.tooCommon];
  const weakness = passwordWeakness(
    password,
    contextWords({ email: context.email, names: context.names, firm: context.firm ?? undefined }),
  );
  return weakness ? [weakness] : [];
}
