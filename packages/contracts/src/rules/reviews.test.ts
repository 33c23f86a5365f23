import { describe, expect, it } from 'vitest';
import { reviewWords } from './reviews';

describe('reviewWords', () => {
  it('names the review by the client’s interval, so a client seen twice a year is not told “annual”', () => {
    expect(reviewWords(12)).toEqual({
      name: 'annual review',
      title: 'Your annual review',
      wantsQuestion: 'Would you like your annual review this year?',
    });
    expect(reviewWords(6).title).toBe('Your six-monthly review');
    expect(reviewWords(6).wantsQuestion).toBe('Would you like your six-monthly review this time?');
    expect(reviewWords(3).name).toBe('quarterly review');
    expect(reviewWords(18)).toMatchObject({ name: 'review', title: 'Your review' });
  });
});
