import { api } from '@/shared/http/api';

export const renamePasskey = (id: string, name: string) =>
  api.PATCH('/user/passkeys/{id}', { params: { path: { id } }, body: { name } });
