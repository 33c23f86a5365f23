import type { DueDiligenceReport, Panel, PanelEntry } from '@sextant/contracts/due-diligence';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { apiPath } from '../panel';

/** GET the report's `_links.panel.href`: the providers on that year's panel. */
export const getPanel = async (href: string): Promise<PanelEntry[]> =>
  (await http.get<Panel>(apiPath(href))).items;

/** The panel of a report; waits (skipToken) while there is no report yet. */
export const panelQuery = (report: Pick<DueDiligenceReport, 'uuid' | '_links'> | undefined) =>
  queryOptions({
    queryKey: ['due-diligence', report?.uuid, 'panel'],
    queryFn: report ? () => getPanel(report._links.panel.href) : skipToken,
  });
