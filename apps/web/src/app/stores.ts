import { hydrateAuthStore } from '../features/auth/store';

/**
 * Start-up steps (c) and (d): the persisted stores are created when their modules load;
 * this restores them all. Later stores (firm, user...) join the list.
 */
export function hydrateStores(): Promise<void> {
  return Promise.all([hydrateAuthStore()]).then(() => undefined);
}
