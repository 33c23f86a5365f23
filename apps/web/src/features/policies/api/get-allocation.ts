import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The latest values by provider and by wrapper, with their shares, per currency. */
export const getAllocation = () => api.GET('/portfolio/allocation');

export const allocationQuery = () =>
  queryOptions({ queryKey: ['portfolio', 'allocation'], queryFn: getAllocation });
