import type { Client } from '@sextant/contracts/client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { clientQuery } from '@/shared/api/get-client';
import { queryClient } from '@/shared/query/query-client';
import { registerSessionStore } from '@/shared/session/session-stores';
import { createPersistStorage, storeKey } from '@/shared/storage/persist-storage';

/** The signed-in user with SPEC §3's local names. */
export interface User {
  uuid: string;
  title: string | null;
  givenName: string;
  familyName: string;
  email: string;
  telephone: Client['telephone'];
  address: {
    firstLine: string | null;
    secondLine: string | null;
    thirdLine: string | null;
    town: string | null;
    county: string | null;
    postCode: string | null;
    country: string | null;
    countryId: number | null;
  };
  vip: boolean;
  updatePending: boolean;
}

/** Server names to local names (SPEC §3). */
export function userFromClient(client: Client): User {
  const { address } = client;
  return {
    uuid: client.uuid,
    title: client.title,
    givenName: client.first_name,
    familyName: client.surname,
    email: client.email,
    telephone: client.telephone,
    address: {
      firstLine: address.line_1,
      secondLine: address.line_2,
      thirdLine: address.line_3,
      town: address.town,
      county: address.county,
      postCode: address.postcode,
      country: address.country,
      countryId: address.country_id,
    },
    vip: client.vip,
    updatePending: client.pending_amendment,
  };
}

export interface UserState {
  user: User | null;
  setUser(user: User | null): void;
  reset(): void;
}

/** The signed-in user's profile, persisted in session storage (SPEC §4). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      reset: () => set({ user: null }),
    }),
    {
      name: storeKey('user'),
      version: 1,
      storage: createPersistStorage<Pick<UserState, 'user'>>('session'),
      partialize: ({ user }) => ({ user }),
      skipHydration: true,
    },
  ),
);

registerSessionStore('user', {
  reset: () => useUserStore.getState().reset(),
  hydrate: async () => {
    await useUserStore.persist.rehydrate();
  },
  // Through the query cache, so the account screens show the profile without asking again.
  load: async () =>
    useUserStore.getState().setUser(userFromClient(await queryClient.fetchQuery(clientQuery()))),
});
