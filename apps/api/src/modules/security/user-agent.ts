import type { DeviceLabel } from '@sextant/contracts/security';
import Bowser from 'bowser';

const UNKNOWN: DeviceLabel = { device: 'Unknown device', browser: 'Unknown browser' };

const KIND: Record<string, string> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
  tv: 'TV',
};

const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/**
 * The device and browser a session or sign-in came from, as a client recognises them in the security
 * centre. A user agent is what the browser says of itself (it can lie), so this only ever labels, never decides.
 */
export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  const osName = os.name ?? '';
  const kind = platform.type ? KIND[platform.type] : undefined;
  const described = osName === 'macOS' ? 'Mac' : [osName, kind].filter(Boolean).join(' ');
  const device = platform.model ?? described.charAt(0).toUpperCase() + described.slice(1);
  const osVersion = os.versionName ?? (osName === 'iOS' || osName === 'Android' ? os.version : undefined);
  const system = [osName, osVersion].filter(Boolean).join(' ');
  const browserName = [browser.name, major(browser.version)].filter(Boolean).join(' ');
  return {
    device: device || UNKNOWN.device,
    browser: browserName ? (system ? `${browserName} on ${system}` : browserName) : UNKNOWN.browser,
  };
}
