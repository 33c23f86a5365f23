import type { StoreApi } from 'zustand/vanilla';

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
  /** The code passed, but the choice not to remember the device did not reach the server. */
  deviceNotForgotten:
    'Your code was accepted, but this device could not be set to ask for a code next time. Select Next to try again.',
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
  /** On the mfa step: the code was accepted, so a retry sends only what is left (the device choice). */
  codeAccepted: boolean;
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
  /**
   * `remember`: trust this device, so its next sign-ins skip the code. The code's call is SPEC §7's alone;
   * the choice not to be remembered follows in a call of its own.
   */
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

export type LoginFlowStore = LoginFlowState & LoginFlowActions;
export type LoginFlow = StoreApi<LoginFlowStore>;

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
