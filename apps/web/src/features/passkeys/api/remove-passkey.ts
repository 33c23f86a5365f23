import { api } from '@/shared/http/api';

export const removePasskey = (id: string) => api.DELETE('/user/passkeys/{id}', { params: { path: { id } } });
