import type { StaffSort } from '@sextant/contracts/admin-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** One page (admins only) of the firm's staff. */
export const getStaff = (params: TableParams<StaffSort>) =>
  api.GET('/admin/staff', { params: { query: tableQuery(params) } });

export const staffQuery = (params: TableParams<StaffSort>) =>
  queryOptions({
    queryKey: ['admin', 'staff', params] as const,
    queryFn: () => getStaff(params),
    placeholderData: keepPreviousData,
  });

export const useStaff = (params: TableParams<StaffSort>, enabled: boolean) =>
  useQuery({ ...staffQuery(params), enabled });
