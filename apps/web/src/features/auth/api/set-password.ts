import { http } from '../../../shared/http/client';

/** POST /v1/user/set-password with an invite or reset code. */
export const setPassword = (code: string, password: string, repeatPassword: string) =>
  http.postForm<{ message: string }>(
    '/user/set-password',
    { LoginForm: { password, repeat_password: repeatPassword, code } },
    { token: null },
  );
