import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The signed-in client's profile, with the server's names (the account and the signing form read it). */
export const getClient = () => api.GET('/client');

export const clientQuery = () => queryOptions({ queryKey: ['client'], queryFn: getClient });
