import { queryOptions } from '@tanstack/react-query';
import { sortReports } from '@/features/due-diligence/panel';
import { api } from '@/shared/http/api';

/** The published reports, one a financial year, newest first (SPEC §4). */
export const getReports = async () => sortReports((await api.GET('/due-diligence')).items);

export const reportsQuery = () => queryOptions({ queryKey: ['due-diligence'], queryFn: getReports });
