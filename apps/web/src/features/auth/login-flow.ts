import { isEmail } from '@sextant/contracts/rules/email';
import { passwordProblems } from '@sextant/contracts/rules/password';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isHttpError } from '@/shared/http/client';
import { isStaffToken } from '@/shared/http/jwt';
import { appPath } from '@/shared/routing/app-path';
import { loadSessionData } from '@/shared/session/session-stores';
import { isPasskeyCancelled, signWithPasskey } from '@/shared/webauthn';
import { agreeTerms } from './api/agree-terms';
import { contactSupport } from './api/contact-support';
import { createSession } from './api/create-session';
import { getLatestTerms } from './api/get-latest-terms';
import { getMfaStatus } from './api/get-mfa-status';
import { getPasskeyOptions } from './api/get-passkey-options';
import { getUserTerms } from './api/get-user-terms';
import { signInWithPasskey } from './api/passkey-sign-in';
import { requestReset as sendResetRequest } from './api/request-reset';
import { setPassword } from './api/set-password';
import { unlockAccount } from './api/unlock-account';
import { verifyMfa } from './api/verify-mfa';
import { verifyMfaSetup } from './api/verify-mfa-setup';
import { useAuthStore } from './store';
import { TEXTS } from './texts';

/** The steps of the login form (SPEC §2), also the values of `?step=`. */
export const STEPS = [
  'email',
  'password',
  'mfaSetup',
  'mfa',
  'mfaUnlock',
  'resetPassword',
  'instructionsSent',
  'createPassword',
  'contactSupport',
  'supportRequestSent',
  'terms',
  'termsRejected',
  'lockout',
  'loading',
] as const;
export type Step = (typeof STEPS)[number];

export function isStep(value: unknown): value is Step {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}

/** SPEC §2: the 'Contact Support' link shows on every step but these. */
export const STEPS_WITHOUT_SUPPORT_LINK: readonly Step[] = [
  'contactSupport',
  'supportRequestSent',
  'loading',
];

/** Messages of this form that SPEC leaves to the project. */
export const FLOW_TEXTS = {
  unlocked: 'Your account is unlocked. Please sign in.',
  passwordSet: 'Your password has been set. You can now sign in.',
  signInUnfinished: 'We could not finish signing you in. Please try again.',
  /** Under SPEC's 'Incorrect password' when the server is briefly down (503): the password may be right. */
  unavailable:
    'Sextant is briefly unavailable, so your password could not be checked. Please try again in a minute.',
  termsNotRecorded: 'Your acceptance could not be recorded. Please try again.',
  /** Under SPEC's terse code errors: what went wrong, in words a client uses. */
  codeNotAccepted:
    'The 6-digit code from your authenticator app was not accepted. A code changes every 30 seconds and works once: enter the one it shows now.',
  passkeyFailed: 'Your passkey could not be used. Try again, or enter the code from your authenticator app.',
  passkeyCancelled: 'No passkey was used. Try again, or enter the code from your authenticator app.',
} as const;

export type FieldName = 'email' | 'password' | 'repeatPassword' | 'otp';

export interface LoginFlowState {
  step: Step;
  /** The email address being signed in (or reset, or unlocked). */
  email: string;
  /** A call is running: the form's buttons wait. */
  busy: boolean;
  /** The form's error (role="alert"). */
  error: string | null;
  /** A plain line under the error saying more than SPEC's wording can (a 503 at sign-in, a code refused). */
  errorDetail: string | null;
  fieldErrors: Partial<Record<FieldName, string>>;
  /** Good news carried into a step (e.g. after an unlock). */
  notice: string | null;
  /** The server's message on the lockout step. */
  lockoutMessage: string | null;
  /** The new authenticator's secret and QR code on the mfaSetup step. */
  mfaSetup: { secret: string; qrCode: string } | null;
  /** On the mfa step: how many days a remembered device skips the code (null: the server did not say). */
  deviceTrustDays: number | null;
  /** When the reset instructions were last sent (ms): the countdown runs from there. */
  instructionsSentAt: number | null;
}

export interface SupportRequest {
  name: string;
  email: string;
  reason: string;
}

export interface LoginFlowActions {
  go(step: Step): void;
  submitEmail(email: string): void;
  submitPassword(password: string): Promise<void>;
  /** `remember`: trust this device, so its next sign-ins skip the code. */
  submitMfa(otp: string, remember?: boolean): Promise<void>;
  /** The second factor by passkey instead of the code: the same terms check and /welcome after it. */
  submitPasskey(): Promise<void>;
  submitMfaSetup(otp: string): Promise<void>;
  /** The email is asked for on the unlock step only when the form does not know it yet. */
  submitUnlock(otp: string, email?: string): Promise<void>;
  acceptTerms(): Promise<void>;
  declineTerms(): void;
  reconsiderTerms(): void;
  requestReset(email: string): Promise<void>;
  resendReset(): Promise<void>;
  createPassword(password: string, repeatPassword: string): Promise<void>;
  submitSupport(request: SupportRequest): Promise<void>;
}

export type LoginFlow = StoreApi<LoginFlowState & LoginFlowActions>;

/** What the email step of /login/form starts with after a navigation from another page. */
export interface SignInNavigationState {
  email?: string;
  notice?: string;
}

export interface LoginFlowOptions {
  /** The requested first step (`?step=`); steps that need what the form does not have yet start at email. */
  step?: string | null;
  email?: string;
  notice?: string | null;
  /** The invite or reset code of the create-password step (from the link's address). */
  resetCode?: string;
  /** Leaves the form: /welcome once signed in, /login/form once a password is set. */
  navigate(to: string, state?: SignInNavigationState): void;
  now?: () => number;
}

function startStep(requested: string | null | undefined, email: string): Step {
  if (!isStep(requested)) return 'email';
  const auth = useAuthStore.getState();
  switch (requested) {
    case 'password':
      return email ? requested : 'email';
    case 'mfa':
      return email && auth.mfaToken ? requested : 'email';
    case 'terms':
    case 'termsRejected':
      return auth.mfaToken && auth.termsText ? requested : 'email';
    case 'createPassword':
      return auth.resetCode ? requested : 'email';
    // These need what only the step before gives (the QR code, the server's message, a sign-in).
    case 'mfaSetup':
    case 'lockout':
    case 'loading':
    case 'instructionsSent':
    case 'supportRequestSent':
      return 'email';
    default:
      return requested;
  }
}

/**
 * The login form's step machine (SPEC §4: Login, mfa, mfaSetup, mfaUnlock, terms, Reset, Create password,
 * Support). Plain state and actions, so every transition is testable without rendering.
 */
export function createLoginFlow(options: LoginFlowOptions): LoginFlow {
  const now = options.now ?? Date.now;
  const auth = () => useAuthStore.getState();
  const email = options.email?.trim() ?? '';
  if (options.resetCode !== undefined) auth().setResetCode(options.resetCode);
  const step = startStep(options.step, email);

  return createStore<LoginFlowState & LoginFlowActions>()((set, get) => {
    const cleared = { error: null, errorDetail: null, fieldErrors: {}, notice: null } as const;

    /** Runs one call at a time; the form's messages are cleared when it starts. */
    async function run(task: () => Promise<void>): Promise<void> {
      if (get().busy) return;
      set({ busy: true, ...cleared });
      try {
        await task();
      } finally {
        set({ busy: false });
      }
    }

    /** Every step done: the token becomes the session's, its data loads, and the app goes to /welcome. */
    function finishLogin(token: string) {
      set({ step: 'loading', ...cleared });
      auth().logIn(token);
      void loadSessionData();
      options.navigate('/welcome');
    }

    /**
     * SPEC §4: the user's terms are fetched; not accepted yet, the latest terms are shown. Staff have no
     * client terms: they go to the back office.
     */
    async function checkTerms(token: string) {
      if (isStaffToken(token)) {
        set({ step: 'loading', ...cleared });
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

    /** After the password: the multi-factor status decides the next step. */
    async function afterPassword(token: string) {
      const status = await getMfaStatus(token);
      if (status.mfa_configured === true) {
        return set({ step: 'mfa', deviceTrustDays: status.device_trust_days ?? null });
      }
      if (status.mfa_configured === '2') return checkTerms(token);
      set({
        step: 'mfaSetup',
        mfaSetup: { secret: status.otp_code ?? '', qrCode: status.image_url ?? '' },
      });
    }

    const sendReset = async (address: string) => {
      try {
        await sendResetRequest(address);
        set({ email: address, step: 'instructionsSent', instructionsSentAt: now() });
      } catch {
        set({ error: TEXTS.couldNotSendReset });
      }
    };

    return {
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
      instructionsSentAt: step === 'instructionsSent' ? now() : null,

      go: (next) => set({ step: next, ...cleared }),

      submitEmail(value) {
        const address = value.trim();
        if (!isEmail(address)) {
          set({ ...cleared, fieldErrors: { email: TEXTS.invalidLoginEmail } });
          return;
        }
        set({ email: address, step: 'password', ...cleared });
      },

      submitPassword: (password) =>
        run(async () => {
          let token: string;
          try {
            token = (await createSession(get().email, password)).jwt;
          } catch (error) {
            const message = isHttpError(error) ? error.field('password') : undefined;
            if (message?.includes(TEXTS.exhausted)) {
              set({ step: 'lockout', lockoutMessage: message });
            } else {
              const unavailable = isHttpError(error) && error.status === 503;
              set({
                error: TEXTS.incorrectPassword,
                errorDetail: unavailable ? FLOW_TEXTS.unavailable : null,
              });
            }
            return;
          }
          auth().setMfaToken(token);
          try {
            await afterPassword(token);
          } catch {
            set({ error: TEXTS.incorrectPassword });
          }
        }),

      submitMfa: (otp, remember = true) =>
        run(async () => {
          const token = auth().mfaToken;
          try {
            if (!token) throw new Error('No sign-in in progress');
            await verifyMfa(token, get().email, otp.trim(), remember);
          } catch {
            set({ error: TEXTS.invalidToken, errorDetail: FLOW_TEXTS.codeNotAccepted });
            return;
          }
          await checkTerms(token).catch(() => set({ error: FLOW_TEXTS.signInUnfinished }));
        }),

      submitPasskey: () =>
        run(async () => {
          const token = auth().mfaToken;
          try {
            if (!token) throw new Error('No sign-in in progress');
            const credential = await signWithPasskey(await getPasskeyOptions(token));
            await signInWithPasskey(token, credential);
          } catch (caught) {
            const said = isHttpError(caught) ? caught.field('credential') : undefined;
            set({
              error:
                said ?? (isPasskeyCancelled(caught) ? FLOW_TEXTS.passkeyCancelled : FLOW_TEXTS.passkeyFailed),
            });
            return;
          }
          await checkTerms(token).catch(() => set({ error: FLOW_TEXTS.signInUnfinished }));
        }),

      submitMfaSetup: (otp) =>
        run(async () => {
          const token = auth().mfaToken;
          try {
            if (!token) throw new Error('No sign-in in progress');
            await verifyMfaSetup(otp.trim(), token);
          } catch {
            set({ error: TEXTS.unableToVerify, errorDetail: FLOW_TEXTS.codeNotAccepted });
            return;
          }
          await checkTerms(token).catch(() => set({ error: FLOW_TEXTS.signInUnfinished }));
        }),

      submitUnlock: (otp, typedEmail) =>
        run(async () => {
          const address = (typedEmail ?? get().email).trim();
          if (!isEmail(address)) {
            set({ fieldErrors: { email: TEXTS.invalidLoginEmail } });
            return;
          }
          try {
            const answer = await unlockAccount(address, otp.trim());
            if (!answer?.jwt) throw new Error('No token in the unlock answer');
          } catch {
            set({ email: address, error: TEXTS.invalidToken, errorDetail: FLOW_TEXTS.codeNotAccepted });
            return;
          }
          set({ email: address, step: 'email', lockoutMessage: null, notice: FLOW_TEXTS.unlocked });
        }),

      acceptTerms: () =>
        run(async () => {
          const token = auth().mfaToken;
          auth().setTermsAccepted(true);
          try {
            if (!token) throw new Error('No sign-in in progress');
            await agreeTerms(token);
          } catch {
            auth().setTermsAccepted(false);
            set({ error: FLOW_TEXTS.termsNotRecorded });
            return;
          }
          finishLogin(token);
        }),

      declineTerms: () => set({ step: 'termsRejected', ...cleared }),
      reconsiderTerms: () => set({ step: 'terms', ...cleared }),

      requestReset: (value) =>
        run(async () => {
          const address = value.trim();
          if (!isEmail(address)) {
            set({ fieldErrors: { email: TEXTS.invalidResetEmail } });
            return;
          }
          await sendReset(address);
        }),

      resendReset: () =>
        run(async () => {
          const address = get().email;
          if (!address) return set({ step: 'resetPassword' });
          await sendReset(address);
        }),

      createPassword: (password, repeatPassword) =>
        run(async () => {
          const problems = passwordProblems(password, repeatPassword);
          if (problems.password || problems.repeatPassword) {
            set({ fieldErrors: problems });
            return;
          }
          const code = auth().resetCode;
          try {
            if (!code) throw new Error('No invite or reset code');
            await setPassword(code, password, repeatPassword);
          } catch (error) {
            if (isHttpError(error) && error.status === 422) {
              // SPEC §5: the server's field errors go with the password; its message is the form's error.
              // A fault of the link itself (its code) is no fault of the password: it is the form's error.
              const { code: codeMessages = [], ...passwordErrors } = error.fieldErrors;
              const fieldMessages = Object.values(passwordErrors)
                .flat()
                .filter((text) => text !== error.message);
              set({
                error: codeMessages[0] ?? error.message,
                fieldErrors: fieldMessages.length ? { password: fieldMessages.join(' ') } : {},
              });
            } else {
              set({ error: TEXTS.passwordNotSet });
            }
            return;
          }
          auth().setResetCode(null);
          options.navigate('/login/form', { email: get().email, notice: FLOW_TEXTS.passwordSet });
        }),

      submitSupport: ({ name, email: address, reason }) =>
        run(async () => {
          try {
            await contactSupport(name.trim(), address.trim(), reason);
          } catch {
            set({ error: TEXTS.supportFailed });
            return;
          }
          set({ step: 'supportRequestSent' });
        }),
    };
  });
}
