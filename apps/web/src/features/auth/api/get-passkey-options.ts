import { api } from '@/shared/http/api';

/** The second factor by passkey: the request options for the account's passkeys, on the mfa token. */
export const getPasskeyOptions = (token: string) => api.POST('/authentication/passkey/options', { token });
