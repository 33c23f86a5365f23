import { hash, type Options, verify } from '@node-rs/argon2';
import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';

/** argon2id at OWASP's second configuration (m=19 MiB, t=2, p=1): about 50 ms here (DESIGN.md). */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

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

/** Field errors for a new password beyond its length (which the schema checks). */
export async function newPasswordProblems(password: string): Promise<string[]> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase()) ? [PASSWORD_MESSAGES.tooCommon] : [];
}
