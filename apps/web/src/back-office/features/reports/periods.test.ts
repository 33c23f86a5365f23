import { describe, expect, it } from 'vitest';
import {
  financialYear,
  isDate,
  isQuarter,
  londonToday,
  presets,
  quarterLabel,
  quarterOf,
  quarterPeriod,
  recentQuarters,
} from './periods';

describe('report periods', () => {
  it('counts calendar quarters', () => {
    expect(quarterOf('2026-11-20')).toBe('2026-Q4');
    expect(quarterOf('2026-01-01')).toBe('2026-Q1');
    expect(quarterPeriod('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterPeriod('2028-Q1')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterPeriod('2026-Q2')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterLabel('2026-Q3')).toBe('Jul to Sept 2026');
    expect(recentQuarters('2026-02-10', 4)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3', '2025-Q2']);
  });

  it('starts the UK financial year on 1 April', () => {
    expect(financialYear('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYear('2026-04-01')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    const [year, lastYear, quarter, lastQuarter] = presets('2026-11-20');
    expect(year?.period).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(year?.label).toBe('This financial year (1 Apr 2026 to 31 Mar 2027)');
    expect(lastYear?.period).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(quarter?.period).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(lastQuarter?.period).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('reads today in London, and checks addresses’ dates and quarters', () => {
    // 23:30 UTC on 31 March is already 1 April in London (summer time).
    expect(londonToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('28/02/2026')).toBe(false);
    expect(isQuarter('2026-Q4')).toBe(true);
    expect(isQuarter('2026-Q5')).toBe(false);
  });
});
