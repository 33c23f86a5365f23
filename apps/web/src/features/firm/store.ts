import type { Firm } from '@sextant/contracts/firm';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerSessionStore } from '../../shared/session/session-stores';
import { createPersistStorage, storeKey } from '../../shared/storage/persist-storage';
import { getFirm } from './api/get-firm';

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
  load: async () => useFirmStore.getState().setFirm(await getFirm()),
});
