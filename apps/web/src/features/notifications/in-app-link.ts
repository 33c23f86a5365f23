/** A notification's link is followed only when it is a path inside the app (never another site). */
export function inAppPath(link: string | null): string | null {
  if (!link) return null;
  return /^\/(?![/\\])/.test(link) ? link : null;
}
