import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './report-body';

describe('withoutLeadingTitle', () => {
  it('drops an opening heading that repeats the title', () => {
    expect(withoutLeadingTitle('<h2>Northgate Life</h2><p>Sound.</p>', 'Northgate Life')).toBe(
      '<p>Sound.</p>',
    );
    expect(withoutLeadingTitle('  <h3 class="x"> Beacon Wrap </h3>\n<p>a</p>', 'Beacon Wrap')).toBe(
      '<p>a</p>',
    );
  });

  it('matches a title written with HTML entities', () => {
    expect(withoutLeadingTitle('<h2>Smith &amp; Co</h2><p>a</p>', 'Smith & Co')).toBe('<p>a</p>');
  });

  it('keeps other headings and headings further down', () => {
    const other = '<h2>Our view</h2><p>a</p>';
    expect(withoutLeadingTitle(other, 'Northgate Life')).toBe(other);
    const later = '<p>a</p><h2>Northgate Life</h2>';
    expect(withoutLeadingTitle(later, 'Northgate Life')).toBe(later);
    expect(withoutLeadingTitle('<h2>Kestrel (UK)</h2>', 'Kestrel')).toBe('<h2>Kestrel (UK)</h2>');
  });
});
