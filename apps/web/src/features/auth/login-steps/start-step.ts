import { useAuthStore } from '../store';
import { isStep, type Step } from './types';

/** The first step of the form: the one asked for (`?step=`) when the form has what it needs, else email. */
export function startStep(requested: string | null | undefined, email: string): Step {
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
