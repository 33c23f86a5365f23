import { describe, expect, it } from 'vitest';
import { signatureMatches } from './signature';

describe('signatureMatches', () => {
  it.each([
    ['Ana Núñez', 'Ana', 'Núñez'],
    ['ana nunez', 'Ana', 'Núñez'],
    ['  ANA    NUNEZ ', 'Ana', 'Núñez'],
    ['Dr Ana Nunez', 'Ana', 'Núñez'],
    ['Mrs. ana núñez', 'Ana', 'Núñez'],
    ['Sean O’Brien', 'Sean', "O'Brien"],
    ['Mary Jane Smith', 'Mary Jane', 'Smith'],
    ['Lukasz Sorensen', 'Łukasz', 'Sørensen'],
    ['Ada Strasse', 'Ada', 'Straße'],
  ])('accepts %j for %s %s', (typed, first, surname) => {
    expect(signatureMatches(typed, first, surname)).toBe(true);
  });

  it.each([
    ['Ana', 'Ana', 'Núñez'],
    ['Nunez Ana', 'Ana', 'Núñez'],
    ['Ana Nunes', 'Ana', 'Núñez'],
    ['Dr', 'Dr', 'Who'],
    ['Ana Núñez Smith', 'Ana', 'Núñez'],
    ['', 'Ana', 'Núñez'],
  ])('refuses %j for %s %s', (typed, first, surname) => {
    expect(signatureMatches(typed, first, surname)).toBe(false);
  });
});
