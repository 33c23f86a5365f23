import { describe, expect, it } from 'vitest';
import { closedWords } from './components/closed-note';
import { periodDates, type ValuedLine, valuedWords } from './money';

const line = (
  closing_as_at: string | null,
  source: 'feed' | 'statement' | 'manual' = 'feed',
  closed_on: string | null = null,
): ValuedLine => ({ closing_as_at, provenance: { source }, closed_on });

describe('the dates a figure is for', () => {
  it('says a period’s dates after its name, en-GB', () => {
    expect(periodDates('1 year', '2025-11-27', '2026-11-27')).toBe('1 year: 27 Nov 2025 – 27 Nov 2026');
    expect(periodDates('Since start', '2019-03-03', '2026-11-27')).toBe(
      'Since start: 3 Mar 2019 – 27 Nov 2026',
    );
    expect(periodDates('1 year', null, '2026-11-27')).toBe('1 year: to 27 Nov 2026');
    expect(periodDates('1 year', null, null)).toBe('1 year');
  });

  it('says what a total of values of different dates rests on; closed policies never date it', () => {
    expect(
      valuedWords([
        line('2026-11-27'),
        line('2026-11-27'),
        line('2026-10-31', 'statement'),
        line('2026-11-27', 'manual'),
        line('2026-11-27'),
        line('2026-06-15', 'feed', '2026-06-15'),
      ]),
    ).toBe(
      '3 policies valued 27 Nov 2026; 1 from your adviser’s valuation of 27 Nov 2026; 1 from its statement of 31 Oct 2026',
    );
    expect(valuedWords([line('2026-11-27'), line('2026-11-27')])).toBe('2 policies valued 27 Nov 2026');
    expect(valuedWords([line('2026-10-31', 'statement'), line('2026-10-31', 'statement')])).toBe(
      '2 policies from their statements of 31 Oct 2026',
    );
    expect(valuedWords([line('2026-11-27'), line('2026-11-20')])).toBe(
      '1 policy valued 27 Nov 2026; 1 valued 20 Nov 2026',
    );
    // Nothing valued, or only closed policies: nothing to say.
    expect(valuedWords([line(null), line('2026-06-15', 'feed', '2026-06-15')])).toBeNull();
  });

  it('says how a closed policy closed, when its transactions say so', () => {
    expect(closedWords('2026-06-15', 'transfer_out')).toBe('Transferred out on 15 Jun 2026');
    expect(closedWords('2026-06-15', 'withdrawal')).toBe('Withdrawn in full on 15 Jun 2026');
    expect(closedWords('2026-06-15', null)).toBe('Closed on 15 Jun 2026');
  });
});
