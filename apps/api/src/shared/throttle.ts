/** How long a repeated warning or error stays quiet after it was logged once. */
export const REPEAT_QUIET_MS = 30_000;

/**
 * Lets a repeated event through once per interval: in an outage every request and every poll fails the
 * same way, and one log line (saying how many like it were held back) tells an operator as much as a
 * line each, without flooding the log or the error reporting.
 */
export function throttle(intervalMs = REPEAT_QUIET_MS, now: () => number = Date.now) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (act: (heldBack: number) => void): void => {
    const at = now();
    if (at - lastAt < intervalMs) {
      held += 1;
      return;
    }
    lastAt = at;
    const heldBack = held;
    held = 0;
    act(heldBack);
  };
}
export type Throttle = ReturnType<typeof throttle>;
