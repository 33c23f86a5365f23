import { api } from '@/shared/http/api';

/** Turns MFA off (the password is checked); it is then set up again. */
export const deleteMfa = (currentPassword: string) =>
  api.DELETE('/user/mfa-delete', { body: { LoginForm: { current_password: currentPassword } } });
