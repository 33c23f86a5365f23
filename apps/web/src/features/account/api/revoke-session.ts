import { api } from '@/shared/http/api';

/** Ends another session of the client: its next call answers 401. */
export const revokeSession = (id: string) => api.DELETE('/user/sessions/{id}', { params: { path: { id } } });

/** Signs out everywhere else: every session of the client but this one ends. */
export const revokeOtherSessions = () => api.POST('/user/sessions/revoke-others');
