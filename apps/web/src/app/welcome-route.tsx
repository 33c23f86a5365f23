import { useUserStore } from '@/features/account/store';
import { WelcomePage } from '@/features/auth/pages/welcome-page';
import { useAuthStore } from '@/features/auth/store';
import { useFirmStore } from '@/features/firm/store';
import { insightAuthorsQuery } from '@/features/insights/api/get-insight-authors';
import { insightCategoriesQuery } from '@/features/insights/api/get-insight-categories';
import { policiesQuery } from '@/features/policies/api/get-policies';
import { providersQuery } from '@/shared/api/get-providers';
import { queryClient } from '@/shared/query/query-client';
import { loadSessionData } from '@/shared/session/session-stores';

/** Fetches into the cache; a failure is logged only (SPEC §8). */
async function prefetch(what: string, fetch: () => Promise<unknown>) {
  try {
    await fetch();
  } catch (error) {
    console.warn(`Sextant: could not load the ${what}.`, error);
  }
}

/**
 * SPEC §2 /welcome: on load it fetches policies, insight categories, insight authors and providers (and
 * waits for the session's user and firm), then goes to /tabs/policies.
 */
export function loadAccount(): Promise<unknown> {
  return Promise.all([
    loadSessionData(),
    prefetch('policies', () => queryClient.fetchQuery(policiesQuery())),
    prefetch('insight categories', () => queryClient.fetchQuery(insightCategoriesQuery())),
    prefetch('insight authors', () => queryClient.fetchQuery(insightAuthorsQuery())),
    prefetch('providers', () => queryClient.fetchQuery(providersQuery())),
  ]);
}

/** /welcome: the auth feature's page with the firm, the user and other features' data, composed here. */
export function WelcomeRoute() {
  const firm = useFirmStore((state) => state.firm);
  const givenName = useUserStore((state) => state.user?.givenName ?? null);
  const vip = useAuthStore((state) => state.vip);
  return <WelcomePage firm={firm} givenName={givenName} vip={vip} load={loadAccount} />;
}
