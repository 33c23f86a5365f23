import { LOGO_TYPES } from '@sextant/contracts/rules/logo';
import { logoDataUrl } from '@/shared/images';

export type LogoCheck = { ok: true; logo: string | null } | { ok: false; message: string };

/** `data:<one of the logo types>;base64,<bytes>`. */
const DATA_URL = new RegExp(
  `^data:(${LOGO_TYPES.map((type) => type.replace(/[.+]/g, '\\$&')).join('|')});base64,([A-Za-z0-9+/]+={0,2})$`,
);
const UPLOAD_HINT = 'Use an https address, or upload a PNG, JPEG or WebP image of at most 200 KB.';

/**
 * A provider logo as stored: an https address, or an uploaded PNG/JPEG/WebP as a base64 data URL of at
 * most 200 KB whose bytes are that image type (SVG and anything else refused: they can carry script).
 * Empty or null: no logo.
 */
export function checkLogo(value: string | null): LogoCheck {
  if (value === null || value.trim() === '') return { ok: true, logo: null };
  const text = value.trim();
  if (text.startsWith('data:')) {
    const match = DATA_URL.exec(text);
    if (!match) return { ok: false, message: UPLOAD_HINT };
    const checked = logoDataUrl(Buffer.from(match[2]!, 'base64'));
    if (!checked.ok) return checked;
    if (checked.type !== match[1])
      return { ok: false, message: 'The file is not the image type it says it is.' };
    return { ok: true, logo: checked.dataUrl };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: UPLOAD_HINT };
  }
  if (url.protocol !== 'https:' || !url.hostname) return { ok: false, message: UPLOAD_HINT };
  if (/\.svgz?$/i.test(url.pathname)) return { ok: false, message: 'SVG logos are not accepted.' };
  return { ok: true, logo: url.toString() };
}
