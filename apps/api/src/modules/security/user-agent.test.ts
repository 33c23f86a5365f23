import { describe, expect, it } from 'vitest';
import { deviceLabel } from './user-agent';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'iPhone', browser: 'Safari 17 on iOS 17.5' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'iPad', browser: 'Safari 17 on iOS 17.5' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { device: 'Android phone', browser: 'Chrome 131 on Android 14' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { device: 'Windows computer', browser: 'Chrome 131 on Windows 10' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      { device: 'Mac', browser: 'Safari 18 on macOS Catalina' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { device: 'Linux computer', browser: 'Firefox 133 on Linux' },
    ],
  ])('names the device and browser of %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toEqual(label);
  });

  it('says unknown when there is no user agent or nothing in it can be read', () => {
    const unknown = { device: 'Unknown device', browser: 'Unknown browser' };
    expect(deviceLabel(null)).toEqual(unknown);
    expect(deviceLabel('')).toEqual(unknown);
    expect(deviceLabel('lightMyRequest')).toEqual(unknown);
  });
});
