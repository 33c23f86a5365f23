import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  currentTaxYear,
  daysBetween,
  lastCompleteTaxYear,
  londonToday,
  previousTaxYear,
  quarterBounds,
  quarterOf,
  resolvePeriod,
  taxYearBounds,
  taxYearOf,
} from './period';

describe('London calendar', () => {
  it('takes today in London, across midnight and the clock change', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonToday(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });

  it('clamps months to their end: 31 May − 3 months is 28 February, not 3 March', () => {
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-01-15', -24)).toBe('2024-01-15');
  });

  it('counts days', () => {
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('counts every day from 1800 to 2400 as the calendar does, leap centuries included', () => {
    const DAY_MS = 86_400_000;
    const first = Date.UTC(1800, 0, 1) / DAY_MS;
    for (let day = first; day < Date.UTC(2400, 0, 1) / DAY_MS; day++) {
      const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      if (daysBetween('1800-01-01', date) !== day - first)
        expect(daysBetween('1800-01-01', date)).toBe(day - first);
      if (addDays(date, 1) !== new Date((day + 1) * DAY_MS).toISOString().slice(0, 10))
        expect(addDays(date, 1)).toBe(new Date((day + 1) * DAY_MS).toISOString().slice(0, 10));
    }
  });

  it('starts tax years on 6 April', () => {
    expect(taxYearOf('2026-04-05')).toBe('2025-26');
    expect(taxYearOf('2026-04-06')).toBe('2026-27');
    expect(taxYearOf('2099-12-31')).toBe('2099-00');
    expect(taxYearBounds('2026-27')).toEqual({ from: '2026-04-06', to: '2027-04-05' });
    expect(taxYearBounds('2099-00')).toEqual({ from: '2099-04-06', to: '2100-04-05' });
    expect(currentTaxYear('2027-01-10')).toBe('2026-27');
    expect(previousTaxYear('2026-27')).toBe('2025-26');
    expect(previousTaxYear('2000-01')).toBe('1999-00');
    expect(lastCompleteTaxYear('2026-04-06')).toBe('2025-26');
  });
});

describe('resolvePeriod', () => {
  const today = '2026-05-31';
  it('gives SPEC’s four ranges back from today, clamped, one year by default', () => {
    expect(resolvePeriod({ range: 'three_months' }, today, '2010-01-01')).toEqual({
      range: 'three_months',
      from: '2026-02-28',
      to: today,
    });
    expect(resolvePeriod({ range: 'six_months' }, today, '2010-01-01').from).toBe('2025-11-30');
    expect(resolvePeriod({}, today, '2010-01-01')).toEqual({
      range: 'one_year',
      from: '2025-05-31',
      to: today,
    });
    expect(resolvePeriod({ range: 'two_years' }, '2026-02-28', '2010-01-01').from).toBe('2024-02-28');
  });

  it('runs the tax year from 6 April and since_start from the start date', () => {
    expect(resolvePeriod({ range: 'tax_year' }, today, '2010-01-01').from).toBe('2026-04-06');
    expect(resolvePeriod({ range: 'tax_year' }, '2026-04-05', '2010-01-01').from).toBe('2025-04-06');
    expect(resolvePeriod({ range: 'since_start' }, today, '2019-03-04')).toEqual({
      range: 'since_start',
      from: '2019-03-04',
      to: today,
    });
    expect(resolvePeriod({ range: 'since_start' }, today, '2027-01-01').from).toBe(today);
  });

  it('lets from (and to, default today) win over a range', () => {
    expect(resolvePeriod({ range: 'two_years', from: '2026-01-01' }, today, '2010-01-01')).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: today,
    });
    expect(resolvePeriod({ from: '2025-01-01', to: '2025-06-30' }, today, '2010-01-01').to).toBe(
      '2025-06-30',
    );
    expect(resolvePeriod({ from: '1900-01-01', to: '2100-12-31' }, today, '2010-01-01').to).toBe(today);
    expect(resolvePeriod({ from: '2027-01-01' }, today, '2010-01-01')).toMatchObject({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });
});

describe('quarters in London time', () => {
  it('bounds a winter and a summer quarter by London midnights', () => {
    expect(quarterBounds('2026-Q4')).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
      fromInstant: new Date('2026-09-30T23:00:00Z'),
      toInstant: new Date('2027-01-01T00:00:00Z'),
    });
    expect(quarterBounds('2026-Q1').toInstant).toEqual(new Date('2026-03-31T23:00:00Z'));
    expect(quarterOf('2026-11-26')).toBe('2026-Q4');
    expect(quarterOf('2026-01-01')).toBe('2026-Q1');
  });
});
