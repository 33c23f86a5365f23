import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetSessionStores } from '@/shared/session/session-stores';
import { DEFAULT_PERIOD, periodOfLabel, previousTaxYear, rememberedPeriod, usePeriod } from './period';

describe('the remembered period', () => {
  it('opens on one year, and every screen using it follows a change', () => {
    const home = renderHook(() => usePeriod());
    const view = renderHook(() => usePeriod());
    expect(home.result.current[0]).toBe(DEFAULT_PERIOD);

    act(() => home.result.current[1]('since_start'));
    expect(view.result.current[0]).toBe('since_start');
    expect(rememberedPeriod()).toBe('since_start');
    // Kept in the tab's session storage: a screen opened later (or after a reload) starts on it.
    expect(renderHook(() => usePeriod()).result.current[0]).toBe('since_start');
  });

  it('ignores a stored value that is no period, and is forgotten at sign-out', () => {
    const { result } = renderHook(() => usePeriod());
    act(() => result.current[1]('tax_year'));
    expect(result.current[0]).toBe('tax_year');
    act(() => resetSessionStores());
    expect(result.current[0]).toBe(DEFAULT_PERIOD);

    sessionStorage.setItem('sextant.period', 'five_years');
    expect(rememberedPeriod()).toBe(DEFAULT_PERIOD);
  });

  it('reads button labels and range names, nothing else', () => {
    expect(periodOfLabel('6m')).toBe('six_months');
    expect(periodOfLabel('Since start')).toBe('since_start');
    expect(periodOfLabel('tax_year')).toBe('tax_year');
    expect(periodOfLabel('5y')).toBeNull();
    expect(periodOfLabel(null)).toBeNull();
  });

  it('names the tax year before', () => {
    expect(previousTaxYear('2026-27')).toBe('2025-26');
    expect(previousTaxYear('2000-01')).toBe('1999-00');
    expect(previousTaxYear('2010-11')).toBe('2009-10');
  });
});
