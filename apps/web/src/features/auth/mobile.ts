const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/**
 * SPEC §2 mfaSetup: a phone or tablet browser (by user agent), where a QR code on the screen cannot be
 * scanned by the same device. iPadOS presents itself as a Mac; its touch points give it away.
 */
export function isMobileBrowser(
  userAgent: string = navigator.userAgent,
  maxTouchPoints: number = navigator.maxTouchPoints ?? 0,
): boolean {
  return MOBILE_AGENT.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
