import { create } from 'zustand';
import { registerSessionStore } from '@/shared/session/session-stores';

interface SelectedYearState {
  /** The financial year the client picked; null: the latest (SPEC §4). */
  year: string | null;
  setYear(year: string): void;
  reset(): void;
}

/**
 * The due diligence store (SPEC §4): the year picked stays while the client opens a report and comes back.
 * In memory only; logout resets it with the other stores.
 */
export const useSelectedYear = create<SelectedYearState>()((set) => ({
  year: null,
  setYear: (year) => set({ year }),
  reset: () => set({ year: null }),
}));

registerSessionStore('due diligence', { reset: () => useSelectedYear.getState().reset() });
