import { describe, expect, it } from 'vitest';
import { isMobileBrowser } from './mobile';

const AGENTS = {
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('mobile browser check', () => {
  it('phones and tablets by user agent; iPadOS by its touch points', () => {
    expect(isMobileBrowser(AGENTS.pixel, 5)).toBe(true);
    expect(isMobileBrowser(AGENTS.iphone, 5)).toBe(true);
    expect(isMobileBrowser(AGENTS.ipadOld, 5)).toBe(true);
    expect(isMobileBrowser(AGENTS.androidTablet, 10)).toBe(true);
    expect(isMobileBrowser(AGENTS.ipadOs, 5)).toBe(true);
  });

  it('desktops are not (a Mac without touch, Windows and Linux even with a touch screen)', () => {
    expect(isMobileBrowser(AGENTS.ipadOs, 0)).toBe(false);
    expect(isMobileBrowser(AGENTS.windows, 10)).toBe(false);
    expect(isMobileBrowser(AGENTS.linux, 0)).toBe(false);
  });

  it("reads this browser's user agent by default", () => {
    expect(isMobileBrowser()).toBe(false); // jsdom
  });
});
