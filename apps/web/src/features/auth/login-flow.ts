import { createStore } from 'zustand/vanilla';
import { auth, CLEARED, createFlowKit } from './login-steps/kit';
import { resetActions } from './login-steps/reset-steps';
import { secondFactorActions } from './login-steps/second-factor-steps';
import { signInActions } from './login-steps/sign-in-steps';
import { startStep } from './login-steps/start-step';
import { supportActions } from './login-steps/support-step';
import { termsActions } from './login-steps/terms-steps';
import type { LoginFlow, LoginFlowOptions, LoginFlowState, LoginFlowStore } from './login-steps/types';
import { unlockActions } from './login-steps/unlock-step';

/**
 * The login form's step machine (SPEC §4: Login, mfa, mfaSetup, mfaUnlock, terms, Reset, Create password,
 * Support). Plain state and actions, so every transition is testable without rendering; each step's
 * actions are in `login-steps/`.
 */
export function createLoginFlow(options: LoginFlowOptions): LoginFlow {
  const email = options.email?.trim() ?? '';
  if (options.resetCode !== undefined) auth().setResetCode(options.resetCode);
  const step = startStep(options.step, email);

  return createStore<LoginFlowStore>()((set, get) => {
    const kit = createFlowKit(set, get, options);
    const initial: LoginFlowState = {
      step,
      email,
      busy: false,
      error: null,
      errorDetail: null,
      fieldErrors: {},
      notice: options.notice ?? null,
      lockoutMessage: null,
      mfaSetup: null,
      deviceTrustDays: null,
      codeAccepted: false,
      instructionsSentAt: step === 'instructionsSent' ? kit.now() : null,
    };
    return {
      ...initial,
      go: (next) => set({ step: next, ...CLEARED }),
      ...signInActions(kit),
      ...secondFactorActions(kit),
      ...unlockActions(kit),
      ...termsActions(kit),
      ...resetActions(kit),
      ...supportActions(kit),
    };
  });
}
