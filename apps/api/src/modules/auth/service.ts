import { authenticatorFlows } from './authenticator';
import { type AuthDeps, authContext } from './context';
import { passwordChangeFlows } from './password-change';
import { resetFlows } from './reset';
import { secondFactorFlows } from './second-factor';
import { sessionFlows } from './sessions';
import { signInFlows } from './sign-in';
import { stepUpFlows } from './step-up';

/**
 * Signing in and everything around it, one flow a file, sharing the context (context.ts): the audit row,
 * a failed factor counted toward the lock, the session's account, a code accepted once.
 */
export function createAuthService(deps: AuthDeps) {
  const context = authContext(deps);
  const sessions = sessionFlows(context);
  const stepUps = stepUpFlows(context);
  const signIn = signInFlows(context, sessions);
  const secondFactor = secondFactorFlows(context, sessions);
  const authenticator = authenticatorFlows(context, sessions, stepUps);
  const reset = resetFlows(context);
  return {
    registerDevice: signIn.registerDevice,
    login: signIn.login,
    mfaStatus: authenticator.mfaStatus,
    verifyMfa: secondFactor.verifyMfa,
    limitedAccountOf: secondFactor.limitedAccountOf,
    failSecondFactor: secondFactor.failSecondFactor,
    passSecondFactor: secondFactor.passSecondFactor,
    confirmFresh: stepUps.confirmFresh,
    confirmCode: stepUps.confirmCode,
    unlock: signIn.unlock,
    setupMfa: authenticator.setupMfa,
    deleteMfa: authenticator.deleteMfa,
    logout: sessions.logout,
    requestReset: reset.requestReset,
    sendInvite: reset.sendInvite,
    inviteDetails: reset.inviteDetails,
    setPassword: reset.setPassword,
    changePassword: passwordChangeFlows(context, stepUps).changePassword,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
