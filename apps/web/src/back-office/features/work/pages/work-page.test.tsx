import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { WorkPage } from './work-page';

const items = (scope: 'me' | 'firm', overdue: number) => ({
  scope,
  items: [
    { kind: 'unread_messages', count: 2, to: '/admin/messages?assigned=me&unread=true' },
    { kind: 'checkin_answered', count: 0, to: '/admin/clients?waiting=checkin_answered&adviser=me' },
    { kind: 'signature', count: 0, to: '/admin/clients?waiting=signature&adviser=me' },
    { kind: 'review_overdue', count: overdue, to: '/admin/clients?waiting=review_overdue&adviser=me' },
    { kind: 'review_due', count: 0, to: '/admin/clients?waiting=review_due&adviser=me' },
    { kind: 'changes_pending', count: 0, to: '/admin/amendments?adviser=me' },
    { kind: 'needs_statement', count: 3, to: '/admin/clients?waiting=needs_statement&adviser=me' },
    { kind: 'vulnerability_review', count: 1, to: '/admin/clients?waiting=vulnerability_review&adviser=me' },
    { kind: 'imports_waiting', count: 1, to: '/admin/import?created_by=me' },
  ],
  covering: scope === 'me' ? [{ uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Sam Adviser' }] : [],
  statement_quarter: '2026-Q3',
});

describe('My work', () => {
  afterEach(() => queryClient.clear());

  it('lists each count with one click to the list of exactly those, and switches to the whole firm', async () => {
    const api = mockApi({
      'GET /admin/work': [200, items('me', 1)],
      'GET /admin/work?scope=firm': [200, items('firm', 4)],
    });
    const router = renderRoutes(
      [
        { path: '/admin/work', Component: WorkPage },
        { path: '/admin/clients', Component: () => 'The client list' },
      ],
      '/admin/work',
    );
    const list = await screen.findByRole('list', { name: 'What is waiting' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '2Unread client messagesThreads with a client message you have not read',
      '0Check-ins answeredClients who answered their review check-in',
      '0Signatures waitingClients with a document to sign for over 7 days',
      '1Reviews overdueClients whose review date has passed',
      '0Reviews due soonReviews in the next 30 days with no check-in yet',
      '0Changes to approveProfile changes clients asked for',
      '3Statements to sendClients who did not use the portal in 2026 Q3: send their statement another way',
      '1Vulnerability reviews dueVulnerability records to review in the next 30 days or overdue',
      '1Imports to confirmChecked import files waiting to be confirmed',
    ]);
    expect((screen.getByLabelText('Mine') as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('You are covering for Sam Adviser: their clients and threads are counted in Mine.'),
    ).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByLabelText('Whole firm')));
    const firm = await screen.findByRole('list', { name: 'What is waiting' });
    expect(await within(firm).findByRole('link', { name: /^4Reviews overdue/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?scope=firm');
    expect(screen.queryByText(/You are covering for/)).toBeNull();
    expect(api.calls.map((call) => call.path)).toContain('/admin/work?scope=firm');

    // A count's link opens the list filtered as the count was made (clients-page.test.tsx: the list reads it).
    await act(async () => fireEvent.click(screen.getByLabelText('Mine')));
    const mine = await screen.findByRole('list', { name: 'What is waiting' });
    await act(async () => fireEvent.click(within(mine).getByRole('link', { name: /^1Reviews overdue/ })));
    await screen.findByText('The client list');
    expect(router.state.location.search).toBe('?waiting=review_overdue&adviser=me');
  });

  it('says so when what is waiting cannot be loaded', async () => {
    mockApi({ 'GET /admin/work': [500, { name: 'Internal Server Error', message: 'Oops.', status: 500 }] });
    // Not asked again as the app would (twice, over 3 s): the message is what is tested.
    const once = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderRoutes([{ path: '/admin/work', Component: WorkPage }], '/admin/work', once);
    expect((await screen.findByRole('alert')).textContent).toContain('What is waiting could not be loaded.');
  });
});
