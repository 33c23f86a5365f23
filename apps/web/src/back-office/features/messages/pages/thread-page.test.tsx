import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { InboxPage } from './inbox-page';
import { ThreadPage } from './thread-page';

const T1 = '00000000-0000-4000-8000-000000000001';
const S1 = '00000000-0000-4000-8000-0000000000a1';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const at = '2026-03-02T09:00:00.000Z';
const client = { uuid: C1, name: 'Alex Morgan', email: 'demo@sextant.test' };
const thread = {
  uuid: T1,
  subject: 'Your annual review',
  client,
  assignee: null,
  created_at: at,
  messages: [
    {
      uuid: 'm1',
      body: 'Can we move it?',
      created_at: at,
      from: 'client',
      sender_uuid: C1,
      sender_name: 'Alex Morgan',
    },
    {
      uuid: 'm2',
      body: 'Of course.',
      created_at: at,
      from: 'firm',
      sender_uuid: S1,
      sender_name: 'Priya Shah',
    },
  ],
};
const staff = { items: [{ uuid: S1, name: 'Priya Shah', email: 'adviser@sextant.test', role: 'admin' }] };

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/admin/messages', Component: InboxPage },
      { path: '/admin/messages/:id', Component: ThreadPage },
    ],
    path,
  );
}

describe('admin messages', () => {
  afterEach(() => queryClient.clear());

  it('lists threads with unread rows in bold and filters by assignee and unread', async () => {
    const empty = [200, { items: [], total: 0, page: 1, per_page: 25 }] as const;
    const api = mockApi({
      'GET /admin/messages/emails': [200, { email_me: true }],
      'GET /admin/messages?sort=last_message_at&order=desc&page=1&per_page=25&assigned=me': empty,
      'GET /admin/messages?sort=last_message_at&order=desc&page=1&per_page=25&assigned=me&unread=true': empty,
      'GET /admin/messages?sort=last_message_at&order=desc&page=1&per_page=25': [
        200,
        {
          items: [
            {
              uuid: T1,
              subject: 'Your annual review',
              client,
              last_message_preview: 'Can we move it?',
              last_message_at: at,
              unread: true,
              assignee: null,
            },
          ],
          total: 1,
          page: 1,
          per_page: 25,
        },
      ],
    });
    const router = renderAt('/admin/messages');
    const link = await screen.findByRole('link', { name: /Your annual review/ });
    expect(link.className).toContain('font-bold');
    expect(link.getAttribute('href')).toBe(`/admin/messages/${T1}`);
    await act(async () => fireEvent.click(screen.getByLabelText('Assigned to me')));
    await act(async () => fireEvent.click(screen.getByLabelText('Unread only')));
    expect(router.state.location.search).toBe('?assigned=me&unread=true');
    expect(api.calls.at(-1)!.path).toBe(
      '/admin/messages?sort=last_message_at&order=desc&page=1&per_page=25&assigned=me&unread=true',
    );
    await screen.findByText('No threads match these filters.');
  });

  it('turns the staff member’s own emails about client messages off and on, saying so', async () => {
    const empty = [200, { items: [], total: 0, page: 1, per_page: 25 }] as const;
    const api = mockApi({
      'GET /admin/messages?sort=last_message_at&order=desc&page=1&per_page=25': empty,
      'GET /admin/messages/emails': [200, { email_me: true }],
      'PUT /admin/messages/emails': [
        [200, { email_me: false }],
        [500, { name: 'Internal Server Error', message: 'Something went wrong on our side.', status: 500 }],
      ],
    });
    renderAt('/admin/messages');
    const box = await screen.findByRole('checkbox', { name: 'Email me when a client writes' });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await act(async () => fireEvent.click(box));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You will not be emailed when a client writes to you.',
      ),
    );
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(api.callsTo('PUT /admin/messages/emails')[0]!.body).toEqual({ email_me: false });

    // A failed save says so, and the box shows what is stored.
    await act(async () => fireEvent.click(box));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your choice could not be saved. Please try again.',
      ),
    );
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('shows the conversation, checks and sends a reply, and assigns the thread', async () => {
    const api = mockApi({
      [`GET /admin/messages/${T1}`]: [200, thread],
      'GET /admin/messages/assignees': [200, staff],
      [`POST /admin/messages/${T1}/reply`]: [
        201,
        {
          uuid: 'm3',
          body: 'See you then.',
          created_at: at,
          from: 'firm',
          sender_uuid: S1,
          sender_name: 'Priya Shah',
        },
      ],
      [`PUT /admin/messages/${T1}/assignee`]: [200, { assignee: staff.items[0] }],
    });
    renderAt(`/admin/messages/${T1}`);
    await screen.findByRole('heading', { name: 'Your annual review' });
    const bubbles = within(screen.getByRole('list', { name: /Messages/ })).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.className.includes('self-end'))).toEqual([false, true]);
    expect(bubbles[1]!.textContent).toContain('Priya Shah');

    const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reply' })));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Write a message.');
    expect(api.callsTo(`POST /admin/messages/${T1}/reply`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Reply to Alex Morgan'), {
      target: { value: '  See you then.  ' },
    });
    await send();
    expect(api.callsTo(`POST /admin/messages/${T1}/reply`)[0]!.body).toEqual({ body: '  See you then.  ' });
    await screen.findByText('See you then.');
    expect((screen.getByLabelText('Reply to Alex Morgan') as HTMLTextAreaElement).value).toBe('');

    await screen.findByRole('option', { name: 'Priya Shah (admin)' });
    await act(async () => fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: S1 } }));
    expect(api.callsTo(`PUT /admin/messages/${T1}/assignee`)[0]!.body).toEqual({ staff_id: S1 });
    // The select follows the thread once the server has answered the PUT.
    await waitFor(() => expect((screen.getByLabelText('Assigned to') as HTMLSelectElement).value).toBe(S1));
  });
});
