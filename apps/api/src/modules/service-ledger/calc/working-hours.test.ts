import { describe, expect, it } from 'vitest';
import { coversYear, isBankHoliday } from './bank-holidays';
import { isWorkingDay, londonInstant, median, workingMinutesBetween } from './working-hours';

const at = (iso: string) => new Date(iso);

describe('working hours (Monday to Friday 09:00–17:30 London, less bank holidays)', () => {
  it('counts only office hours within one working day', () => {
    expect(workingMinutesBetween(at('2026-11-24T10:00:00Z'), at('2026-11-24T11:30:00Z'))).toBe(90);
    // Before opening and after closing count nothing.
    expect(workingMinutesBetween(at('2026-11-24T07:00:00Z'), at('2026-11-24T09:30:00Z'))).toBe(30);
    expect(workingMinutesBetween(at('2026-11-24T17:00:00Z'), at('2026-11-24T20:00:00Z'))).toBe(30);
    expect(workingMinutesBetween(at('2026-11-24T18:00:00Z'), at('2026-11-24T20:00:00Z'))).toBe(0);
    expect(workingMinutesBetween(at('2026-11-24T11:00:00Z'), at('2026-11-24T10:00:00Z'))).toBe(0);
  });

  it('skips a weekend: Friday 16:30 to Monday 10:00 is two working hours', () => {
    expect(workingMinutesBetween(at('2026-11-27T16:30:00Z'), at('2026-11-30T10:00:00Z'))).toBe(120);
    // Written on Saturday, answered Monday 09:45: the clock starts at Monday's opening.
    expect(workingMinutesBetween(at('2026-11-28T12:00:00Z'), at('2026-11-30T09:45:00Z'))).toBe(45);
  });

  it('keeps London time through British Summer Time (09:00 BST is 08:00 UTC)', () => {
    expect(londonInstant('2026-07-01', { hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(londonInstant('2026-12-01', { hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(workingMinutesBetween(at('2026-07-01T07:00:00Z'), at('2026-07-01T09:00:00Z'))).toBe(60);
    // Across the October change: Friday 23 Oct 16:30 BST to Monday 26 Oct 10:00 GMT.
    expect(workingMinutesBetween(at('2026-10-23T15:30:00Z'), at('2026-10-26T10:00:00Z'))).toBe(120);
  });

  it('skips England and Wales bank holidays, substitute days included', () => {
    expect(isBankHoliday('2026-12-28')).toBe(true); // Boxing Day falls on a Saturday
    expect(isWorkingDay('2026-12-28')).toBe(false);
    expect(isWorkingDay('2026-12-29')).toBe(true);
    // Thursday 24 Dec 17:00 to Tuesday 29 Dec 09:30: half an hour on the 24th, half an hour on the 29th.
    expect(workingMinutesBetween(at('2026-12-24T17:00:00Z'), at('2026-12-29T09:30:00Z'))).toBe(60);
    // Easter 2027: Good Friday 26 March and Easter Monday 29 March (summer time from the 28th: 08:30 UTC is 09:30).
    expect(workingMinutesBetween(at('2027-03-25T17:00:00Z'), at('2027-03-30T08:30:00Z'))).toBe(60);
    expect(coversYear(2026) && coversYear(2030)).toBe(true);
    expect(coversYear(2031)).toBe(false);
  });

  it('takes the median of response times', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});
