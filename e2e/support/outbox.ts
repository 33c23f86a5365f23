import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../playwright.config';

const outboxDir = path.resolve(import.meta.dirname, '..', DATA_DIR, 'outbox');

/** Waits for a mail to the address whose body matches the pattern, and answers the first match. */
export async function linkFromOutbox(
  to: string,
  pattern: RegExp,
  after = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir);
    } catch {}
    const mails = files
      .map((file) => path.join(outboxDir, file))
      .filter((file) => statSync(file).mtimeMs >= after)
      .sort()
      .reverse()
      .map((file) => readFileSync(file, 'utf8').replace(/=\r?\n/g, ''));
    for (const mail of mails) {
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) continue;
      const match = mail.match(pattern);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
