import { isStaffToken } from '@/shared/http/jwt';
import { appPath } from '@/shared/routing/app-path';
import { loadSessionData } from '@/shared/session/session-stores';
import { getLatestTerms } from '../api/get-latest-terms';
import { getUserTerms } from '../api/get-user-terms';
import { useAuthStore } from '../store';
import type { LoginFlowOptions, LoginFlowStore } from './types';

/** The form's messages, cleared when a call starts or a step changes. */
export const CLEARED = { error: null, errorDetail: null, fieldErrors: {}, notice: null } as const;

export const auth = () => useAuthStore.getState();

/** What every step's actions share: the store, the options, one call at a time, and the way out. */
export interface FlowKit {
  set(partial: Partial<LoginFlowStore>): void;
  get(): LoginFlowStore;
  options: LoginFlowOptions;
  now(): number;
  /** Runs one call at a time; the form's messages are cleared when it starts. */
  run(task: () => Promise<void>): Promise<void>;
  /** Every step done: the token becomes the session's, its data loads, and the app goes to /welcome. */
  finishLogin(token: string): void;
  /** SPEC §4: the terms check after the second factor, then login (or the terms step). */
  checkTerms(token: string): Promise<void>;
}

export function createFlowKit(set: FlowKit['set'], get: FlowKit['get'], options: LoginFlowOptions): FlowKit {
  const kit: FlowKit = {
    set,
    get,
    options,
    now: options.now ?? Date.now,
    async run(task) {
      if (get().busy) return;
      set({ busy: true, ...CLEARED });
      try {
        await task();
      } finally {
        set({ busy: false });
      }
    },
    finishLogin(token) {
      set({ step: 'loading', ...CLEARED });
      auth().logIn(token);
      void loadSessionData();
      options.navigate('/welcome');
    },
    checkTerms: (token) => checkTerms(kit, token),
  };
  return kit;
}

/**
 * SPEC §4: the user's terms are fetched; not accepted yet, the latest terms are shown. Staff have no
 * client terms: they go to the back office.
 */
async function checkTerms({ set, options, finishLogin }: FlowKit, token: string) {
  if (isStaffToken(token)) {
    set({ step: 'loading', ...CLEARED });
    auth().logIn(token);
    options.navigate(appPath.admin());
    return;
  }
  const userTerms = await getUserTerms(token);
  auth().setTerms({ acceptedTerms: { text: userTerms.text } });
  if (userTerms.terms_accepted) return finishLogin(token);
  const latest = await getLatestTerms(token);
  auth().setTerms({ latestTerms: latest, termsText: latest.text });
  set({ step: 'terms' });
}
