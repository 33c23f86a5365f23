import { http } from '../../../shared/http/client';
import { deviceId } from '../../../shared/http/device-id';

/** SPEC §3 Device: the platform type of this app. */
export const DEVICE_TYPE = 'web';

/** POST /v1/device (no auth), when the login form loads. */
export const registerDevice = () =>
  http.postJson<{ device_id: string }>(
    '/device',
    { device_id: deviceId(), type: DEVICE_TYPE },
    { token: null },
  );
