import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, RESEND_SECONDS, secondsLeft, useCountdown } from './countdown';

describe('resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is shown m:ss from 1:00', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('counts from the start time, never above 1:00 nor below 0:00', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 1)).toBe(60);
    expect(secondsLeft(0, 1_000)).toBe(59);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 600_000)).toBe(0);
    expect(secondsLeft(10_000, 0)).toBe(60);
  });

  it('ticks every second down to 0 and restarts when the start time moves (Resend)', () => {
    const start = Date.now();
    const { result, rerender } = renderHook(({ startedAt }) => useCountdown(startedAt), {
      initialProps: { startedAt: start as number | null },
    });
    expect(formatCountdown(result.current)).toBe('1:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(formatCountdown(result.current)).toBe('0:59');
    act(() => vi.advanceTimersByTime(29_000));
    expect(formatCountdown(result.current)).toBe('0:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    rerender({ startedAt: Date.now() });
    expect(formatCountdown(result.current)).toBe('1:00');
    act(() => vi.advanceTimersByTime(15_000));
    expect(formatCountdown(result.current)).toBe('0:45');
  });

  it('shows 0:00 when nothing was sent', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
  });
});
