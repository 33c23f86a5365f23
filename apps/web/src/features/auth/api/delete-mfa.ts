import { http } from '../../../shared/http/client';

/** DELETE /v1/user/mfa-delete: turns MFA off (the password is checked); it is then set up again. */
export const deleteMfa = (currentPassword: string) =>
  http.delete<{ message: string }>('/user/mfa-delete', {
    json: { LoginForm: { current_password: currentPassword } },
  });
