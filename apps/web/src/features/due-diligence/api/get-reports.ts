import type { DueDiligenceList, DueDiligenceReport } from '@sextant/contracts/due-diligence';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { sortReports } from '../panel';

/** GET /v1/due-diligence: the published reports, one a financial year, newest first (SPEC §4). */
export const getReports = async (): Promise<DueDiligenceReport[]> =>
  sortReports((await http.get<DueDiligenceList>('/due-diligence')).items);

export const reportsQuery = () => queryOptions({ queryKey: ['due-diligence'], queryFn: getReports });
