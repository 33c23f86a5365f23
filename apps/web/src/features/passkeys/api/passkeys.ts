import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's passkeys, oldest first. */
export const getPasskeys = () => api.GET('/user/passkeys');

export const passkeysQuery = () => queryOptions({ queryKey: ['user', 'passkeys'], queryFn: getPasskeys });
