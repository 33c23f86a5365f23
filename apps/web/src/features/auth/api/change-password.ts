import { api } from '@/shared/http/api';

/** A signed-in user changes the password (the other sessions end). */
export const changePassword = (currentPassword: string, password: string, repeatPassword: string) =>
  api.POST('/user/password', {
    body: { LoginForm: { current_password: currentPassword, password, repeat_password: repeatPassword } },
    form: true,
  });
