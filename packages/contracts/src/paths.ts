/** Paths that carry a one-time code: never logged or reported as they are. No zod here: the browser imports it. */
const SECRET_PATH = /\/(invite|password-reset)\/[^/?#]+/g;
export const redactSecretPaths = (url: string) => url.replace(SECRET_PATH, '/$1/[code]');
