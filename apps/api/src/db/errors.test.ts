import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './errors';

describe('database error codes', () => {
  it('finds the SQLSTATE however deep the driver wrapped it', () => {
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('fk'), { code: '23503' }) });
    expect(isForeignKeyViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isForeignKeyViolation(new Error('other'))).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });
});
