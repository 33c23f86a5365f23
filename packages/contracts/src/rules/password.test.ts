import { describe, expect, it } from 'vitest';
import { contextWords, madeOfWords, PASSWORD_MESSAGES, passwordWeakness } from './password';

const words = contextWords({
  email: 'sam.taylor@example.com',
  names: ['Sam', 'Taylor'],
  firm: 'Harbour View Wealth',
});

describe('passwordWeakness (NIST SP 800-63B without a word list)', () => {
  it.each([
    'aaaaaaaaaa',
    '          ',
    '0123456789',
    '9876543210',
    'abcdefghij',
    'qwertyuiop',
    'abcabcabca',
    '1212121212',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
    '12345678901',
  ])('refuses %j as repetitive or sequential', (password) => {
    expect(passwordWeakness(password, words)).toBe(PASSWORD_MESSAGES.repetitive);
  });

  it.each([
    'sextant123',
    'Sextant2026!',
    'sam.taylor@example.com',
    'Harbour View Wealth',
    'harbourview1',
    'Taylor12345',
  ])("refuses %j as the account's own words", (password) => {
    expect(passwordWeakness(password, words)).toBe(PASSWORD_MESSAGES.personal);
  });

  it.each([
    'Harbour-lights-42',
    'correct horse battery staple',
    'sam likes quiet mornings by the sea',
    'Demo-Password-1',
    'x7#Qm2!vLp',
    'abc-Kettle-Drum-9',
  ])('accepts %j', (password) => {
    expect(passwordWeakness(password, words)).toBeNull();
  });

  it('ignores names too short to mean anything and blank words', () => {
    expect(contextWords({ names: ['Al', ' '], firm: 'A & B Ltd' })).toEqual(['a & b ltd', 'sextant']);
  });
});

describe('the firm’s and the product’s names, and keyboard walks', () => {
  // The demo firm (apps/api/src/demo/content.ts), and the firm as the issue named it.
  const demoFirm = contextWords({
    email: 'jo@example.com',
    names: ['Jo'],
    firm: 'Harbour & Vale Financial Planning',
  });
  const shortFirm = contextWords({ firm: 'Harbour & Vale' });

  it.each([
    'Harbour&Vale1',
    'HarbourVale2026',
    'harbour-and-vale',
    'Sextant-Portal',
    'SEXTANT portal 2026!',
    'H4rb0ur.V4le!!',
    'Vale & Harbour 99',
    '2026 harbour vale',
    'HarbourValeFinancial',
    'Jo-Harbour-2026',
  ])('refuses %j as the firm’s, the product’s or the account’s own words', (password) => {
    expect(passwordWeakness(password, demoFirm)).toBe(PASSWORD_MESSAGES.personal);
  });

  it('refuses the issue’s examples for a firm named “Harbour & Vale”', () => {
    for (const password of ['Harbour&Vale1', 'HarbourVale2026', 'harbour-and-vale', 'Sextant-Portal']) {
      expect(passwordWeakness(password, shortFirm), password).toBe(PASSWORD_MESSAGES.personal);
    }
  });

  it.each([
    'zaq12wsxcde',
    'qwertyuiop1',
    '1qaz2wsx3edc',
    '!QAZ@WSX#EDC',
    'qwertyasdf',
    'mnbvcxz123',
    'poiuytrewq!',
    'asdfjkl;asdf',
  ])('refuses %j as a keyboard walk', (password) => {
    expect(passwordWeakness(password, demoFirm)).toBe(PASSWORD_MESSAGES.repetitive);
  });

  it.each([
    'Harbour-lights-42',
    'velvet-harbour-compass-42',
    'quiet-harbour-at-noon',
    'Valentine-rose-garden',
    'Portal-to-the-moon-7',
    'Sextant-navigator-sailing',
    'correct horse battery staple',
    'were-sweet-dreams-9',
    'x7#Qm2!vLp',
  ])('accepts %j', (password) => {
    expect(passwordWeakness(password, demoFirm)).toBeNull();
  });

  it('needs one of the words, not only joiners and digits', () => {
    expect(madeOfWords('and-the-co-2026', ['Harbour & Vale'])).toBe(false);
    expect(madeOfWords('Harbour', ['Harbour & Vale'])).toBe(true);
  });
});
