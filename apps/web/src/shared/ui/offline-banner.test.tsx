import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastOnlineText, OfflineBanner } from './offline-banner';

describe('offline banner', () => {
  it('says the time of the newest figures, with the day when it was not today', () => {
    const now = new Date(2026, 10, 26, 15, 30).getTime();
    expect(lastOnlineText(new Date(2026, 10, 26, 14, 5).getTime(), now)).toBe('14:05');
    expect(lastOnlineText(new Date(2026, 10, 25, 9, 7).getTime(), now)).toBe('09:07 on 25 Nov');
  });

  it('appears in a live region while offline, and goes when back online', () => {
    const client = new QueryClient();
    // Today's date: the banner names the day only when it was not today (a fixed date failed once it passed).
    const today = new Date();
    const updatedAt = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 14, 5).getTime();
    client.setQueryData(['policies'], { items: [] }, { updatedAt });
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region.textContent).toBe(
      "You're offline. These are the figures from when you were last online at 14:05; they're kept only until you close this tab.",
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region.textContent).toBe('');
  });
});
