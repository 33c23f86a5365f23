import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_TYPES, type LogoType } from '@sextant/contracts/rules/logo';

/** The image types the firm may upload (logos, photos): never SVG, which can carry script. */
export type ImageType = LogoType;

/** Each type's first bytes: a type the contracts accept is told by its own. */
const SIGNATURES: Record<
  ImageType,
  (starts: (signature: readonly number[], at?: number) => boolean) => boolean
> = {
  'image/png': (starts) => starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (starts) => starts([0xff, 0xd8, 0xff]),
  // RIFF <size> WEBP
  'image/webp': (starts) => starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8),
};

/** The image type by the file's first bytes, never by its name or declared type; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  return LOGO_TYPES.find((type) => SIGNATURES[type](starts)) ?? null;
}

export type ImageCheck = { ok: true; type: ImageType; dataUrl: string } | { ok: false; message: string };

/**
 * An uploaded logo checked (one of the contracts' LOGO_TYPES by its bytes, at most LOGO_MAX_BYTES) and
 * re-encoded as the data: URL that is stored, so what is stored is exactly what was checked. The firm's
 * (a multipart file) and a provider's (a data: URL in its JSON) both come here.
 */
export function logoDataUrl(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: LOGO_MESSAGES.noFile };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, message: LOGO_MESSAGES.notAnImage };
  return { ok: true, type, dataUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` };
}
