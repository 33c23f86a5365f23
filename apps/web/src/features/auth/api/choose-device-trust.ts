import { api } from '@/shared/http/api';

/**
 * The code step's choice for this device, in a call of its own after the code (which trusts the device):
 * `false` makes its next sign-in ask for the code again. The code's call keeps SPEC §7's body.
 */
export const chooseDeviceTrust = (token: string, remember: boolean) =>
  api.PUT('/user/device/trust', { body: { remember }, token });
