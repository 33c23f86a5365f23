import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's adviser, next review date and current review with its check-in. */
export const getService = () => api.GET('/review');

/** The review screen, Information and Messages (the adviser's card) share it. */
export const serviceQuery = () => queryOptions({ queryKey: ['review'], queryFn: getService });
