import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { DATA_DIR } from '../playwright.config';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateDir = path.resolve(import.meta.dirname, '..', DATA_DIR, 'totp');

export const totpCode = (secret: string, step = Math.floor(Date.now() / 30_000)) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * 30_000,
  });

/**
 * A code for the account that the server has not accepted yet. The server takes each 30-second step once
 * per account (RFC 6238 §5.2), and journeys run in parallel workers, so the last step used per account is
 * kept in a file under a lock; a second sign-in in the same step waits for the next one.
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
    let step = Math.floor(Date.now() / 30_000);
    while (step <= last) {
      await sleep(500);
      step = Math.floor(Date.now() / 30_000);
    }
    writeFileSync(file, JSON.stringify({ step }));
    return totpCode(secret, step);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
