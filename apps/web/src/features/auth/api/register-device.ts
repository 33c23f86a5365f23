import { http } from '../../../shared/http/client';
import { storeKey } from '../../../shared/storage/persist-storage';

/** SPEC §3 Device: the platform type of this app. */
export const DEVICE_TYPE = 'web';

function randomId(): string {
  // getRandomValues works on every origin (randomUUID needs a secure one).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's random device id, kept in local storage; sent as X-Device-Id on the sign-in calls. */
export function deviceId(): string {
  const key = storeKey('device');
  try {
    const stored = localStorage.getItem(key);
    if (stored && /^[\w-]{8,128}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(key, id);
    return id;
  } catch {
    // No storage: a device id for this page only.
    return randomId();
  }
}

export const deviceHeader = () => ({ 'X-Device-Id': deviceId() });

/** POST /v1/device (no auth), when the login form loads. */
export const registerDevice = () =>
  http.postJson<{ device_id: string }>(
    '/device',
    { device_id: deviceId(), type: DEVICE_TYPE },
    { token: null },
  );
