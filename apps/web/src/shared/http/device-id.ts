import { storeKey } from '@/shared/storage/persist-storage';

function randomId(): string {
  // getRandomValues works on every origin (randomUUID needs a secure one).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let pageOnly: string | undefined;

/**
 * This browser's random device id, kept in local storage. Every call sends it as X-Device-Id, so the
 * server can trust the device after an MFA on it and record it in the audit events.
 */
export function deviceId(): string {
  const key = storeKey('device');
  try {
    const stored = localStorage.getItem(key);
    if (stored && /^[\w-]{8,128}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(key, id);
    return id;
  } catch {
    // No storage: one device id for this page's life.
    pageOnly ??= randomId();
    return pageOnly;
  }
}
