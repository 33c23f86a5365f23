import { DocumentEventKind } from '@sextant/contracts/admin-documents';
import { ReviewStatus } from '@sextant/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { browserOf, EVENT_LABELS, formatDate, REVIEW_STATUS_LABELS } from './service-texts';

describe('document and review texts', () => {
  it('names every review status and document event the contracts have', () => {
    expect(Object.keys(REVIEW_STATUS_LABELS)).toEqual(ReviewStatus.options);
    expect(Object.keys(EVENT_LABELS)).toEqual(DocumentEventKind.options);
  });

  it('names the browser of a user agent', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iPhone');
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133 on macOS');
    expect(browserOf('curl/8.5.0')).toBeNull();
    expect(browserOf(null)).toBeNull();
  });

  it('shows a calendar date as it is, whatever the time zone', () => {
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
  });
});
