import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** What the client should do now, most pressing first; empty when nothing is owed. */
export const getActionCentre = () => api.GET('/action');

/** The home screen's "To do" card; any screen that settles an item (a signature, the check-in) refreshes it. */
export const actionCentreQuery = () => queryOptions({ queryKey: ['action'], queryFn: getActionCentre });
