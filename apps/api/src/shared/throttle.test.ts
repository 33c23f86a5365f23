import { describe, expect, it } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('lets the first event through, holds the rest for the interval, then lets one through with the count held back', () => {
    let now = 1_000;
    const once = throttle(30_000, () => now);
    const acted: number[] = [];
    const event = () => once((heldBack) => acted.push(heldBack));

    event();
    for (let i = 0; i < 25; i++) {
      now += 500;
      event();
    }
    expect(acted).toEqual([0]);

    now = 1_000 + 30_000;
    event();
    expect(acted).toEqual([0, 25]);
    event();
    expect(acted).toEqual([0, 25]);
  });

  it('keeps each throttle to itself', () => {
    const now = () => 0;
    const first = throttle(30_000, now);
    const second = throttle(30_000, now);
    const acted: string[] = [];
    first(() => acted.push('first'));
    second(() => acted.push('second'));
    first(() => acted.push('first again'));
    expect(acted).toEqual(['first', 'second']);
  });
});
