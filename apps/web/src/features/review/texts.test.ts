import * as contract from '@sextant/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { CHECKIN_DISCUSS_MAX, CHECKIN_QUESTIONS, REVIEW_CHECKIN_DAYS } from './texts';

describe('the review screen’s words', () => {
  it('are the contract’s, word for word and in order', () => {
    expect(Object.entries(CHECKIN_QUESTIONS)).toEqual(Object.entries(contract.CHECKIN_QUESTIONS));
    expect(CHECKIN_DISCUSS_MAX).toBe(contract.CHECKIN_DISCUSS_MAX);
    expect(REVIEW_CHECKIN_DAYS).toBe(contract.REVIEW_CHECKIN_DAYS);
  });
});
