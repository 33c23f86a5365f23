import type { WorkScope } from '@sextant/contracts/admin-work';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** What waits: the signed-in staff member's (`me`), the firm's, or as their role defaults (undefined). */
export const workQuery = (scope: WorkScope | undefined) =>
  queryOptions({
    queryKey: ['admin', 'work', scope ?? 'default'] as const,
    queryFn: () => api.GET('/admin/work', { params: { query: scope ? { scope } : {} } }),
  });
