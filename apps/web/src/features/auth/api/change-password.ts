import { http } from '../../../shared/http/client';

/** POST /v1/user/password: a signed-in user changes the password (the other sessions end). */
export const changePassword = (currentPassword: string, password: string, repeatPassword: string) =>
  http.postForm<{ message: string }>('/user/password', {
    LoginForm: { current_password: currentPassword, password, repeat_password: repeatPassword },
  });
