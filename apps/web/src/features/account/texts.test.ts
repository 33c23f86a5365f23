import * as contract from '@sextant/contracts/client-data';
import { describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_KINDS, EXPORT_KEEP_HOURS } from './texts';

describe('the account screens’ figures and names', () => {
  it('are the contract’s', () => {
    expect(EXPORT_KEEP_HOURS).toBe(contract.EXPORT_KEEP_HOURS);
    expect(EMAIL_PREFERENCE_KINDS).toEqual(contract.EMAIL_PREFERENCE_KINDS);
  });
});
