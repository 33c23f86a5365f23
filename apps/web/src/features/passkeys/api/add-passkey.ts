import { type ApiBody, api } from '@/shared/http/api';

/** Finishes adding a passkey with the browser's answer to the creation options. */
export const addPasskey = (name: string, credential: unknown) =>
  api.POST('/user/passkeys', { body: { name, credential } as ApiBody<'/user/passkeys', 'post'> });
