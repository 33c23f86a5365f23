import { type ApiBody, api } from '@/shared/http/api';

/** The passkey's answer, on the mfa token: 201 upgrades the session as a right code does. */
export const signInWithPasskey = (token: string, credential: unknown) =>
  api.POST('/authentication/passkey', {
    body: { credential } as ApiBody<'/authentication/passkey', 'post'>,
    token,
  });
