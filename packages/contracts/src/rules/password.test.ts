import { describe, expect, it } from 'vitest';
import { contextWords, PASSWORD_MESSAGES, passwordWeakness } from './password';

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
