import { useEffect, useState } from 'react';

/** SPEC §9: the resend countdown runs 60 seconds, shown from 1:00. */
export const RESEND_SECONDS = 60;

/** Seconds left of a countdown that started at `startedAt` (ms). */
export function secondsLeft(startedAt: number, now: number, seconds = RESEND_SECONDS): number {
  return Math.min(seconds, Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000)));
}

/** m:ss, e.g. 1:00, 0:09. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The seconds left, re-rendered every second until 0. Computed from the clock rather than counted, so a
 * throttled background tab still shows the right time when it comes back.
 */
export function useCountdown(startedAt: number | null, seconds = RESEND_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  const left = startedAt === null ? 0 : secondsLeft(startedAt, now, seconds);

  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(startedAt, current, seconds) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);

  return left;
}
