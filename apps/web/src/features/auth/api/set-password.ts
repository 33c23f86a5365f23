import { api } from '@/shared/http/api';

/** Sets the password with an invite or reset code. */
export const setPassword = (code: string, password: string, repeatPassword: string) =>
  api.POST('/user/set-password', {
    body: { LoginForm: { password, repeat_password: repeatPassword, code } },
    form: true,
    token: null,
  });
