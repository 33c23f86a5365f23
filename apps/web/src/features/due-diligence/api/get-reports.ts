import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/http/api';
import { sortReports } from '../panel';

/** The published reports, one a financial year, newest first (SPEC §4). */
export const getReports = async () => sortReports((await api.GET('/due-diligence')).items);

export const reportsQuery = () => queryOptions({ queryKey: ['due-diligence'], queryFn: getReports });
