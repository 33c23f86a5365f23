import type { DueDiligenceReport } from '@sextant/contracts/due-diligence';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { getLink } from '@/shared/http/api';

/** The report's `_links.panel.href`: the providers on that year's panel. */
export const getPanel = async (href: string) => (await getLink('/due-diligence/{id}/panel', href)).items;

/** The panel of a report; waits (skipToken) while there is no report yet. */
export const panelQuery = (report: Pick<DueDiligenceReport, 'uuid' | '_links'> | undefined) =>
  queryOptions({
    queryKey: ['due-diligence', report?.uuid, 'panel'],
    queryFn: report ? () => getPanel(report._links.panel.href) : skipToken,
  });
