import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { stubWideScreen } from '@/test/media-query';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ActionCentre, actionHref } from './action-centre';

const DOC = 'd0000000-0000-4000-8000-000000000001';
const THREAD = 'a0000000-0000-4000-8000-000000000001';
const REVIEW = 'b0000000-0000-4000-8000-000000000001';

const item = (kind: string, fields: Record<string, unknown> = {}) => ({
  kind,
  title: `Title of ${kind}`,
  detail: `Detail of ${kind}.`,
  count: 1,
  subject: null,
  due: null,
  ...fields,
});

function renderCentre() {
  return renderRoutes(
    [
      { path: '/tabs/policies', Component: ActionCentre },
      { path: '/tabs/documents/view/:id', element: <p>The document</p> },
    ],
    '/tabs/policies',
  );
}

describe('the action centre', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('lists what is owed, most pressing first, each one tap from its place', async () => {
    stubWideScreen();
    mockApi({
      'GET /action': [
        200,
        {
          items: [
            item('sign', { title: 'Sign your annual review pack', count: 1, subject: DOC }),
            item('read', { title: '3 new documents', count: 3 }),
            item('review_checkin', { title: 'Your review check-in', subject: REVIEW, due: '2026-12-15' }),
            item('messages', { title: '1 unread message', subject: THREAD }),
            item('profile_pending', { title: 'Your change is waiting for approval' }),
          ],
        },
      ],
    });
    const router = renderCentre();
    const list = await screen.findByRole('region', { name: 'To do' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/tabs/documents/view/${DOC}`,
      '/tabs/documents?status=unread',
      '/tabs/review',
      `/tabs/messages?thread=${THREAD}`,
      '/tabs/account/update',
    ]);
    expect(links[0]!.textContent).toContain('Sign your annual review pack');
    expect(links[0]!.textContent).toContain('Detail of sign.');
    // A count badge only when there are several.
    expect(links[1]!.textContent).toContain('3');

    await act(async () => fireEvent.click(links[0]!));
    expect(router.state.location.pathname).toBe(`/tabs/documents/view/${DOC}`);
  });

  it('is one line with a count on a phone, opening the list', async () => {
    mockApi({
      'GET /action': [
        200,
        {
          items: [
            item('sign', { subject: DOC }),
            item('read', { count: 3 }),
            item('messages'),
            item('terms'),
          ],
        },
      ],
    });
    renderCentre();
    const region = await screen.findByRole('region', { name: 'To do' });
    const toggle = within(region).getByRole('button', { name: 'To do 4 things' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
    // The line is the section's heading, so it is found by heading too.
    expect(within(region).getByRole('heading', { level: 2 }).contains(toggle)).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(toggle);
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a single thing to do as its own line, one tap away, on a phone too', async () => {
    mockApi({ 'GET /action': [200, { items: [item('sign', { subject: DOC })] }] });
    renderCentre();
    const region = await screen.findByRole('region', { name: 'To do' });
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).getByRole('link').getAttribute('href')).toBe(`/tabs/documents/view/${DOC}`);
  });

  it('shows nothing while loading (the home screen holds its place), nor when nothing is owed', async () => {
    const calls = mockApi({ 'GET /action': [200, { items: [] }] });
    renderCentre();
    expect(document.body.textContent).toBe('');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.callsTo('GET /action')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'To do' })).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it('leads several documents to the list filtered, and new terms to signing in again, where they are shown', () => {
    expect(actionHref({ kind: 'acknowledge', count: 2, subject: null })).toBe(
      '/tabs/documents?status=action',
    );
    expect(actionHref({ kind: 'sign', count: 2, subject: DOC })).toBe('/tabs/documents?status=action');
    expect(actionHref({ kind: 'read', count: 1, subject: DOC })).toBe(`/tabs/documents/view/${DOC}`);
    expect(actionHref({ kind: 'messages', count: 4, subject: null })).toBe('/tabs/messages');
    expect(actionHref({ kind: 'terms', count: 1, subject: null })).toBe('/logout');
  });
});
