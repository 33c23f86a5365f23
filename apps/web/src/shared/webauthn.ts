import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/*
 * The WebAuthn browser library, loaded when a passkey is used (a click), never with a screen: the sign-in
 * screen's budget is tight, and most clients never touch a passkey.
 */

/** Asks the browser (Touch ID, Windows Hello, a phone, a security key) to make a passkey from the API's options. */
export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser to sign the API's challenge with one of the account's passkeys. */
export async function signWithPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** The person closed the browser's prompt or let it time out: nothing to report as a failure. */
export const isPasskeyCancelled = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError';
