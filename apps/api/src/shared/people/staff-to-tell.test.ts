import { describe, expect, it } from 'vitest';
import { everyoneOnce } from './staff-to-tell';

const ann = { email: 'ann@firm.test', firstName: 'Ann' };
const bob = { email: 'bob@firm.test', firstName: 'Bob' };

describe('everyoneOnce', () => {
  it('tells the one in charge first, then each watcher, each once', () => {
    expect(everyoneOnce(ann, [bob, ann, bob])).toEqual([
      { ...ann, watching: false },
      { ...bob, watching: true },
    ]);
  });

  it('tells only the watchers when nobody is in charge (no adviser, or they turned the emails off)', () => {
    expect(everyoneOnce(null, [bob])).toEqual([{ ...bob, watching: true }]);
    expect(everyoneOnce(null, [])).toEqual([]);
  });
});
