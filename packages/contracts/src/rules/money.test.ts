import { describe, expect, it } from 'vitest';
import { DATE_RANGES } from '../policies';
import { PERIOD_RANGES } from './money';

describe('money vocabulary', () => {
  it("starts its periods with SPEC's four graph ranges", () => {
    expect(PERIOD_RANGES.slice(0, 4)).toEqual([...DATE_RANGES]);
  });
});
