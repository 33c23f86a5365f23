import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, LogoTile } from './logo-tile';

describe('LogoTile', () => {
  it('takes up to two initials, ignoring punctuation', () => {
    expect(initialsOf('Northgate Life')).toBe('NL');
    expect(initialsOf('Harbour & Vale Financial Planning')).toBe('HV');
    expect(initialsOf('kestrel')).toBe('K');
    expect(initialsOf('')).toBe('');
  });

  it('is decorative: an image with empty alt, or hidden initials', () => {
    const { container, rerender } = render(
      <LogoTile name="Albion Platform" src="data:image/png;base64,AA" />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    rerender(<LogoTile name="Albion Platform" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('AP');
  });
});
