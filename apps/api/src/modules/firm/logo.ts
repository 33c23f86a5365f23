import { LOGO_MESSAGES } from '@sextant/contracts/rules/logo';
import { type ImageCheck, logoDataUrl } from '@/shared/images';

/** Checks an uploaded firm logo and turns it into the data: URL the firm record keeps. */
export function checkLogo(file: unknown): ImageCheck {
  if (!Buffer.isBuffer(file)) return { ok: false, message: LOGO_MESSAGES.noFile };
  return logoDataUrl(file);
}
