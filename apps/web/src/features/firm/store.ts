import type { Firm } from '@sextant/contracts/firm';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { firmQuery } from '@/shared/api/firm';
import { queryClient } from '@/shared/query/query-client';
import { registerSessionStore } from '@/shared/session/session-stores';
import { createPersistStorage, storeKey } from '@/shared/storage/persist-storage';

export interface FirmState {
  firm: Firm | null;
  setFirm(firm: Firm | null): void;
  reset(): void;
}

/** The client's firm, persisted in local storage (SPEC §4). */
export const useFirmStore = create<FirmState>()(
  persist(
    (set) => ({
      firm: null,
      setFirm: (firm) => set({ firm }),
      reset: () => set({ firm: null }),
    }),
    {
      name: storeKey('firm'),
      version: 1,
      storage: createPersistStorage<Pick<FirmState, 'firm'>>('local'),
      partialize: ({ firm }) => ({ firm }),
      skipHydration: true,
    },
  ),
);

registerSessionStore('firm', {
  reset: () => useFirmStore.getState().reset(),
  hydrate: async () => {
    await useFirmStore.persist.rehydrate();
  },
  // Through the query cache, so the Information tab shows the firm without asking again.
  load: async () => useFirmStore.getState().setFirm(await queryClient.fetchQuery(firmQuery())),
});
