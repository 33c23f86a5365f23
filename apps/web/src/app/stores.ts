// The session's stores register themselves with shared/session when their modules load; importing them
// here makes sure every one is registered before the first restore, reset or load. SPEC §4's due
// diligence, insights, notifications, policies and providers live in the query cache.
import '@/features/account/store';
import '@/features/auth/store';
import '@/features/firm/store';
import '@/features/policies/period';
import '@/shared/query/query-client';
import { hydrateSessionStores } from '@/shared/session/session-stores';

/** Start-up steps (c) and (d): restores every persisted store (once; every caller awaits the same). */
export function hydrateStores(): Promise<void> {
  return hydrateSessionStores();
}
