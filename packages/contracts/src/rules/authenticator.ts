/**
 * The account a client adds to their authenticator app (RFC 6238: SHA-1, 6 digits, 30-second steps), one
 * definition for the codes the server checks, the QR code it draws and the link a phone opens.
 */
export const AUTHENTICATOR = { issuer: 'Sextant', algorithm: 'SHA1', digits: 6, period: 30 } as const;

/**
 * The otpauth:// link (Google's Key URI Format, which Microsoft's and the other apps read) for a secret and
 * the account's email: the QR code carries it, and on a phone a tap on it opens the app with the account
 * filled in. Without an email the app lists the account by the issuer alone.
 */
export function authenticatorUri(secret: string, email?: string): string {
  const { issuer, algorithm, digits, period } = AUTHENTICATOR;
  const label = email
    ? `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`
    : encodeURIComponent(issuer);
  const query = new URLSearchParams({
    issuer,
    secret,
    algorithm,
    digits: String(digits),
    period: String(period),
  });
  return `otpauth://totp/${label}?${query}`;
}
