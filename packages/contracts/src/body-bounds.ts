import type { BodyBounds, RouteContract } from './route';

const KB = 1024;

/** A call that takes no body: room for an empty JSON object or form, nothing more. */
export const NO_BODY_BYTES = KB;
/** A call's JSON body unless its contract says more: every form of the back office fits many times over. */
export const JSON_BODY_BYTES = 64 * KB;
/** A long text (an article, the terms, a report: 200,000 characters), as JSON, quotes and all. */
export const LONG_TEXT_BODY_BYTES = 1024 * KB;
/** An image sent as a data URL in JSON (a logo or a photo of at most 200 KB, base64). */
export const IMAGE_BODY_BYTES = 512 * KB;

/**
 * SPEC's form calls (sign-in, the code, password and reset, support): a handful of short fields, as a
 * URL-encoded form, a small multipart one or JSON.
 */
export const FORM_BODY: BodyBounds = { maxBytes: 16 * KB, form: { fields: 8, fieldBytes: 2 * KB } };

/** An upload: one file of at most `fileBytes`, and a few short fields beside it. */
export const uploadBody = (fileBytes: number, fields = 8): BodyBounds => ({
  maxBytes: fileBytes + 64 * KB,
  form: { fields, fieldBytes: 2 * KB },
  files: { count: 1, fileBytes },
});

export const MEDIA = {
  json: 'application/json',
  urlEncoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** The bounds a call's body is held to: its contract's, or the default for a call with or without a body. */
export function boundsOf(contract: Pick<RouteContract, 'body' | 'bodyBounds'>): BodyBounds {
  return contract.bodyBounds ?? { maxBytes: contract.body ? JSON_BODY_BYTES : NO_BODY_BYTES };
}

/** The content types a call takes: JSON, then a form's and files' types if its bounds name them, then its own. */
export function mediaTypesOf(contract: Pick<RouteContract, 'body' | 'bodyBounds' | 'consumes'>): string[] {
  const bounds = boundsOf(contract);
  const types: string[] = [MEDIA.json];
  if (bounds.form) types.push(MEDIA.urlEncoded);
  if (bounds.form || bounds.files) types.push(MEDIA.multipart);
  return [...new Set([...types, ...(contract.consumes ?? [])])];
}

/** Every bound no larger than `cap` bytes (a test's, or an operator's lower ceiling); counts stay. */
export function capBounds(bounds: BodyBounds, cap: number | undefined): BodyBounds {
  if (cap === undefined) return bounds;
  return {
    maxBytes: Math.min(bounds.maxBytes, cap),
    ...(bounds.form && { form: { ...bounds.form, fieldBytes: Math.min(bounds.form.fieldBytes, cap) } }),
    ...(bounds.files && { files: { ...bounds.files, fileBytes: Math.min(bounds.files.fileBytes, cap) } }),
  };
}
