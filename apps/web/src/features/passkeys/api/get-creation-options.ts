import { type ApiBody, api } from '@/shared/http/api';

/** Starts adding a passkey: a fresh password or code, answered with the options for the browser. */
export const getCreationOptions = (proof: ApiBody<'/user/passkeys/options', 'post'>) =>
  api.POST('/user/passkeys/options', { body: proof });
