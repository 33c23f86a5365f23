/** The image types the firm may upload (logos): never SVG, which can carry script. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type by the file's first bytes, never by its name or declared type; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type ImageCheck = { ok: true; type: ImageType; dataUrl: string } | { ok: false; message: string };

/**
 * An uploaded logo checked (PNG, JPEG or WebP by its bytes, at most maxBytes) and re-encoded as the
 * data: URL that is stored, so what is stored is exactly what was checked.
 */
export function logoDataUrl(bytes: Uint8Array, maxBytes: number): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: 'Choose an image file: PNG, JPEG or WebP.' };
  if (bytes.length > maxBytes) {
    return { ok: false, message: `The logo can be at most ${Math.round(maxBytes / 1024)} KB.` };
  }
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, message: 'The logo must be a PNG, JPEG or WebP image.' };
  return { ok: true, type, dataUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` };
}
