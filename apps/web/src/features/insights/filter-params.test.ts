import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, toggleCategory } from './filter-params';

describe('insight filters in the address', () => {
  it('reads categories and the writer, ignoring anything that is not a positive id', () => {
    expect(filtersFromParams(new URLSearchParams('categories=3,1,x,0,3&writer=2'))).toEqual({
      categories: [1, 3],
      writer: 2,
    });
    expect(filtersFromParams(new URLSearchParams('writer=abc'))).toEqual({ categories: [], writer: null });
  });

  it('writes them back, and nothing when unfiltered', () => {
    expect(paramsFromFilters({ categories: [2, 1], writer: 4 }).toString()).toBe('categories=1%2C2&writer=4');
    expect(paramsFromFilters({ categories: [], writer: null }).toString()).toBe('');
  });

  it('a chip toggles its category', () => {
    const one = toggleCategory({ categories: [], writer: null }, 3);
    expect(one.categories).toEqual([3]);
    expect(toggleCategory(toggleCategory(one, 1), 3).categories).toEqual([1]);
  });
});
