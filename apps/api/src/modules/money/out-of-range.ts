import { HttpError } from '@/shared/errors';
import { AmountOutOfRange } from './calc/index';

const OUT_OF_RANGE =
  'One of your policies holds an amount too large to calculate with exactly, so these figures cannot be shown. Please tell your adviser.';

/**
 * The service's calls, where a stored amount (or a sum of them) past exact arithmetic answers 409 saying so
 * instead of a 500. Every input is capped far below that, so only an amount written straight into the
 * database gets here; no figure is given rather than a wrong one.
 */
export function refusingAmountsOutOfRange<S extends Record<string, (...args: never[]) => Promise<unknown>>>(
  calls: S,
): S {
  const guarded: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(calls))
    guarded[name] = async (...args) => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof AmountOutOfRange) throw new HttpError(409, OUT_OF_RANGE);
        throw error;
      }
    };
  return guarded as S;
}
