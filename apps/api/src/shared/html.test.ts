import { describe, expect, it } from 'vitest';
import { sanitizeFirmHtml } from './html';

describe('sanitizeFirmHtml', () => {
  it('keeps structure, links and images', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <a href="https://x.example">link</a></p><ul><li>a</li></ul>';
    expect(sanitizeFirmHtml(html)).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong> <a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">link</a></p><ul><li>a</li></ul>',
    );
  });

  it('removes everything that runs', () => {
    const html =
      '<p onclick="steal()">x</p><script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">y</a><iframe src="https://e.example"></iframe><style>p{}</style>';
    const clean = sanitizeFirmHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(clean).toContain('<p>x</p>');
  });
});
