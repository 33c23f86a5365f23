import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { renderApp } from '@/test/app-router';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { mockApi } from '@/test/mock-api';
import { fakeToken } from '@/test/tokens';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const notifications = (read: boolean) => ({
  notifications: [
    {
      id: id(1),
      title: 'New valuation',
      body: 'b',
      link: null,
      isRead: read,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  pagination: { totalCount: 1, defaultPageSize: 10, pageCount: 1, currentPage: 1, unreadCount: read ? 2 : 3 },
});

describe('unread badges', () => {
  it('on the Notifications tab and icon, and on the Messages icon; reading one lowers the count', async () => {
    stubIntersectionObserver();
    useAuthStore.getState().logIn(fakeToken());
    mockApi({
      'GET /notification?page=1': [200, notifications(false)],
      'GET /message': [200, { threads: [], unreadTotal: 4 }],
      'PUT /notification': [200, { id: id(1), isRead: true }],
    });
    await renderApp(['/tabs/notifications']);
    const header = screen.getByRole('banner');
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    expect(await within(header).findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(await within(header).findByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();
    expect(
      within(header)
        .getByRole('link', { name: /^Messages/ })
        .getAttribute('href'),
    ).toBe('/tabs/messages');
    expect(
      within(tabs).getByRole('link', { name: 'Notifications, 3 unread', hidden: true }).textContent,
    ).toContain('3');

    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /New valuation/ })));
    expect(await within(header).findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('no badge when nothing is unread or the counts are not known', async () => {
    useAuthStore.getState().logIn(fakeToken());
    await renderApp(['/tabs/policies']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
