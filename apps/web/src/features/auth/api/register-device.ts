import { api } from '@/shared/http/api';
import { deviceId } from '@/shared/http/device-id';

/** SPEC §3 Device: the platform type of this app. */
export const DEVICE_TYPE = 'web';

/** Registers this browser (no auth), when the login form loads. */
export const registerDevice = () =>
  api.POST('/device', { body: { device_id: deviceId(), type: DEVICE_TYPE }, token: null });
