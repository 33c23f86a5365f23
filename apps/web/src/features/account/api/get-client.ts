import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The signed-in client's profile, with the server's names. */
export const getClient = () => api.GET('/client');

export const clientQuery = () => queryOptions({ queryKey: ['client'], queryFn: getClient });
