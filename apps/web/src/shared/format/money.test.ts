import { describe, expect, it } from 'vitest';
import { daysSince, formatDate, formatMoney } from './money';

describe('en-GB formats', () => {
  it('formats pounds with pence and thousands', () => {
    expect(formatMoney(1234567.8)).toBe('£1,234,567.80');
    expect(formatMoney(0)).toBe('£0.00');
  });
  it('formats dates and counts days', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('21 Nov 2026');
    expect(daysSince('2026-10-12', new Date('2026-11-21T09:00:00Z'))).toBe(40);
    expect(daysSince('2026-11-21', new Date('2026-11-21T23:59:00Z'))).toBe(0);
  });
});
