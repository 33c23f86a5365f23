import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { stubWideScreen } from '@/test/media-query';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { NotificationsPage } from './notifications-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TOTAL = 12;
/** 12 notifications, 10 a page, the first 3 unread. */
const page = (n: number, read: Set<string>) => ({
  notifications: Array.from({ length: TOTAL }, (_, i) => ({
    id: id(i + 1),
    title: `Notification ${i + 1}`,
    body: `Body ${i + 1}`,
    link: i === 0 ? `/tabs/documents/view/${id(101)}` : i === 1 ? 'https://evil.example' : null,
    subject: i === 0 ? { kind: 'document', id: id(101) } : null,
    isRead: i >= 3 || read.has(id(i + 1)),
    created_at: '2026-01-01T00:00:00.000Z',
  })).slice((n - 1) * 10, n * 10),
  pagination: {
    totalCount: TOTAL,
    defaultPageSize: 10,
    pageCount: 2,
    currentPage: n,
    unreadCount: 3 - read.size,
  },
});

function renderPage(path = '/tabs/notifications') {
  return renderRoutes(
    [
      { path: '/tabs/notifications', Component: NotificationsPage },
      { path: '/tabs/documents/view/:id', element: <p>The document</p> },
    ],
    path,
  );
}

function api() {
  const read = new Set<string>();
  return mockApi({
    'GET /notification?page=1': () => [200, page(1, read)],
    'GET /notification?page=2': () => [200, page(2, read)],
    'PUT /notification': (call: RecordedCall) => {
      read.add(call.path.split('=')[1]!);
      return [200, { id: id(1), isRead: true }];
    },
  });
}

const row = (n: number) =>
  screen.getByRole(n === 1 ? 'link' : 'button', { name: new RegExp(`^(Unread )?Notification ${n} `) });

describe('notifications tab', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    viewport = stubIntersectionObserver();
  });
  afterEach(() => queryClient.clear());

  it('marks unread ones (a dot, bold, and "Unread" for screen readers)', async () => {
    api();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    expect(row(1).textContent).toContain('Unread Notification 1');
    expect(row(4).textContent).not.toContain('Unread');
    expect(within(row(1)).getByText('Notification 1', { exact: false }).className).toContain('font-semibold');
    expect(screen.getByText('3 unread')).toBeTruthy();
  });

  it('opening an unread one shows its body and marks it read once the server says 200', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    await act(async () => fireEvent.click(row(3)));
    expect(row(3).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body 3')).toBeTruthy();
    await screen.findByText('2 unread');
    expect(row(3).textContent).not.toContain('Unread');
    expect(calls.callsTo(`PUT /notification?uuid=${id(3)}`)).toHaveLength(1);

    // Opening a read one calls nothing; a link to another site is not followed: it opens in place.
    await act(async () => fireEvent.click(row(5)));
    await act(async () => fireEvent.click(row(2)));
    expect(row(2).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    expect(calls.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('a notification about something opens it with one tap (its body shown in the row) and is then read', async () => {
    const calls = api();
    const router = renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    const link = row(1);
    expect(link.getAttribute('href')).toBe(`/tabs/documents/view/${id(101)}`);
    expect(link.textContent).toContain('Body 1');
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe(`/tabs/documents/view/${id(101)}`);
    expect(await screen.findByText('The document')).toBeTruthy();
    expect(calls.callsTo(`PUT /notification?uuid=${id(1)}`)).toHaveLength(1);
  });

  it('loads the next page while the current page is below ceil(totalCount / defaultPageSize)', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByText('Showing 10 of 12')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more notifications' })));
    await screen.findByText('Showing 12 of 12');
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
    expect(calls.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      '/notification?page=1',
      '/notification?page=2',
    ]);
  });

  it('scrolling to the end of the list loads the next page', async () => {
    api();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    await act(async () => viewport.showAll());
    await screen.findByText('Showing 12 of 12');
  });

  it('on a wide screen shows the chosen one beside the list, reads it, and offers its link only inside the app', async () => {
    stubWideScreen();
    const calls = api();
    const router = renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const pane = screen.getByRole('region', { name: 'Notification' });
    expect(pane.textContent).toContain('Choose a notification to read it here.');

    // Every row chooses (none expands or leaves); the choice is in the address.
    const third = within(list).getByRole('link', { name: /^Unread Notification 3 / });
    await act(async () => fireEvent.click(third));
    expect(router.state.location.search).toBe(`?notification=${id(3)}`);
    expect(within(pane).getByRole('heading', { level: 2, name: 'Notification 3' })).toBeTruthy();
    expect(within(pane).getByText('Body 3')).toBeTruthy();
    expect(within(pane).queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(pane);
    expect(third.getAttribute('aria-current')).toBe('true');
    await screen.findByText('2 unread');
    expect(calls.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      `/notification?uuid=${id(3)}`,
    ]);

    // A link to another site is never offered; one inside the app is.
    await act(async () => fireEvent.click(within(list).getByRole('link', { name: /Notification 2 / })));
    expect(within(pane).getByRole('heading', { name: 'Notification 2' })).toBeTruthy();
    expect(within(pane).queryByRole('link')).toBeNull();
    expect(third.getAttribute('aria-current')).toBeNull();
    await act(async () => fireEvent.click(within(list).getByRole('link', { name: /Notification 1 / })));
    const open = within(pane).getByRole('link', { name: 'Open Notification 1' });
    expect(open.getAttribute('href')).toBe(`/tabs/documents/view/${id(101)}`);
    await act(async () => fireEvent.click(open));
    expect(await screen.findByText('The document')).toBeTruthy();
  });

  it('on a wide screen opens the notification its address names', async () => {
    stubWideScreen();
    api();
    renderPage(`/tabs/notifications?notification=${id(5)}`);
    const pane = screen.getByRole('region', { name: 'Notification' });
    expect(await within(pane).findByRole('heading', { name: 'Notification 5' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Notifications' }))
        .getByRole('link', { name: /Notification 5 / })
        .getAttribute('aria-current'),
    ).toBe('true');
  });
});
