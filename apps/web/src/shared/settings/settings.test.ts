import { APP_SETTINGS_ELEMENT_ID, PublicSettings } from '@sextant/contracts/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, readSettings, SETTINGS_ELEMENT_ID, settingsFrom } from './settings';

const valid = {
  sentryDsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'production',
  release: '1.2.3',
  links: {
    about: 'https://firm.example/about',
    terms: 'https://firm.example/terms',
    privacy: 'https://firm.example/privacy',
  },
};

describe('settings', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reads and parses the settings script the server writes into index.html', () => {
    document.head.innerHTML = `<script id="app-settings" type="application/json">${JSON.stringify(valid)}</script>`;
    expect(readSettings(document)).toEqual(valid);
  });

  it('falls back to the defaults when the script is absent (vite dev keeps the placeholder)', () => {
    document.head.innerHTML = '<!--app-settings-->';
    expect(readSettings(document)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      sentryDsn: null,
      environment: 'production',
      release: null,
      links: {
        about: 'https://www.sextant.example/about',
        terms: 'https://www.sextant.example/terms',
        privacy: 'https://www.sextant.example/privacy',
      },
    });
  });

  it('falls back to the defaults on invalid JSON or a shape that breaks the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSettings('{not json')).toBe(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ ...valid, links: { about: 'not a url' } }))).toBe(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ ...valid, sentryDsn: 42 }))).toBe(DEFAULT_SETTINGS);
    expect(parseSettings('   ')).toBe(DEFAULT_SETTINGS);
    expect(parseSettings(null)).toBe(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('agrees with the contract it restates (element id and schema)', () => {
    expect(SETTINGS_ELEMENT_ID).toBe(APP_SETTINGS_ELEMENT_ID);
    const samples: unknown[] = [
      valid,
      DEFAULT_SETTINGS,
      { ...valid, sentryDsn: null, release: null },
      { ...valid, sentryDsn: undefined },
      { ...valid, environment: 1 },
      { ...valid, links: { ...valid.links, terms: 'not a url' } },
      { ...valid, links: undefined },
      { ...valid, extra: 'ignored' },
      { ...valid, links: { ...valid.links, about: 'mailto:help@firm.example' } },
      { ...valid, links: { ...valid.links, privacy: '/privacy' } },
      null,
      [],
      'text',
    ];
    for (const sample of samples) {
      const contract = PublicSettings.safeParse(sample);
      const ours = settingsFrom(sample);
      expect(ours !== null, JSON.stringify(sample)).toBe(contract.success);
      if (contract.success) expect(ours).toEqual(contract.data);
    }
  });
});
