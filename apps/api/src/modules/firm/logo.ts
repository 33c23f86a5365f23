import { FIRM_LOGO_MAX_BYTES } from '@sextant/contracts/admin-firm';
import { type ImageCheck, logoDataUrl } from '@/shared/images';

/** Checks an uploaded firm logo and turns it into the data: URL the firm record keeps. */
export function checkLogo(file: unknown): ImageCheck {
  if (!Buffer.isBuffer(file)) return { ok: false, message: 'Choose an image file: PNG, JPEG or WebP.' };
  return logoDataUrl(file, FIRM_LOGO_MAX_BYTES);
}
