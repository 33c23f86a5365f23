import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { DATA_DIR } from '../playwright.config';

export { DEMO_PASSWORD } from '../../apps/api/src/shared/passwords';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateDir = path.resolve(import.meta.dirname, '..', DATA_DIR, 'totp');

export const totpCode = (secret: string, step = Math.floor(Date.now() / 30_000)) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * 30_000,
  });

/** A code typed this close to the end of its step may reach the server after the step has passed. */
const MARGIN_MS = 10_000;

/**
 * A code for the account that the server has not accepted yet. The server takes a code of the current
 * or the previous 30-second step, each step once per account (RFC 6238 §5.2). Every journey signs in as
 * an account of its own, and a journey that needs two codes (the lockout's unlock, then its sign-in) gets
 * the previous step's first and the current step's next, so none waits for a new step; only a retry or a
 * second code in a step's last seconds does. The last step used per account is kept in a file under a
 * lock, because journeys run in parallel workers.
 */
export async function freshCode(email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  mkdirSync(stateDir, { recursive: true });
  const lock = path.join(stateDir, `${email}.lock`);
  const file = path.join(stateDir, `${email}.json`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(100);
    }
  }
  try {
    let last = -1;
    try {
      last = JSON.parse(readFileSync(file, 'utf8')).step;
    } catch {}
    let step = usableStep(last);
    while (step === null) {
      await sleep(500);
      step = usableStep(last);
    }
    writeFileSync(file, JSON.stringify({ step }));
    return totpCode(secret, step);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The oldest step after `last` that the server still accepts once MARGIN_MS have passed, if any. */
function usableStep(last: number): number | null {
  const now = Date.now();
  const current = Math.floor(now / 30_000);
  const oldestAccepted = Math.floor((now + MARGIN_MS) / 30_000) - 1;
  const step = Math.max(last + 1, oldestAccepted);
  return step <= current ? step : null;
}
