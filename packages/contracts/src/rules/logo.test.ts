import { describe, expect, it } from 'vitest';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_MESSAGES, logoFileProblem } from './logo';

describe('the logo rule', () => {
  it('takes a PNG, JPEG or WebP of at most 200 KB, never SVG', () => {
    expect(LOGO_ACCEPT).toBe('image/png,image/jpeg,image/webp');
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(logoFileProblem({ type, size: LOGO_MAX_BYTES }), type).toBeNull();
    for (const type of ['image/svg+xml', 'image/gif', ''])
      expect(logoFileProblem({ type, size: 10 }), type).toBe(LOGO_MESSAGES.chooseType);
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe(
      'The logo can be at most 200 KB.',
    );
  });
});
