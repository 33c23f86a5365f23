import type { AdminStaffList, StaffSort } from '@sextant/contracts/admin-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/staff (admins only): one page of the firm's staff. */
export const getStaff = (params: TableParams<StaffSort>) =>
  http.get<AdminStaffList>(`/admin/staff?${tableSearch(params)}`);

export const staffQuery = (params: TableParams<StaffSort>) =>
  queryOptions({
    queryKey: ['admin', 'staff', params] as const,
    queryFn: () => getStaff(params),
    placeholderData: keepPreviousData,
  });

export const useStaff = (params: TableParams<StaffSort>, enabled: boolean) =>
  useQuery({ ...staffQuery(params), enabled });
