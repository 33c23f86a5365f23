import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageThreadsQuery } from '@/shared/api/get-message-threads';
import { queryClient } from '@/shared/query/query-client';
import { raisedToasts } from '@/shared/ui/toast';
import { stubWideScreen } from '@/test/media-query';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { MessagesPage } from './messages-page';

const T1 = '00000000-0000-4000-8000-000000000001';
const T2 = '00000000-0000-4000-8000-000000000002';
const at = '2026-03-02T09:00:00.000Z';
const list = {
  threads: [
    {
      uuid: T1,
      subject: 'Your annual review',
      last_message_at: at,
      unread_count: 2,
      last_message_preview: 'See you then',
    },
  ],
  unreadTotal: 2,
};
const thread = {
  uuid: T1,
  subject: 'Your annual review',
  messages: [
    { uuid: 'm1', body: 'Can we move it?', created_at: at, from: 'client', sender_name: 'Alex Morgan' },
    {
      uuid: 'm2',
      body: 'Of course.\nSee you then',
      created_at: at,
      from: 'firm',
      sender_name: 'Eleanor Whitfield',
    },
  ],
};

function renderPage(path = '/tabs/messages') {
  return renderRoutes([{ path: '/tabs/messages', Component: MessagesPage }], path);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('messages', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it('lists threads with their unread count and preview; opening one reads it and the total drops', async () => {
    mockApi({ 'GET /message': [200, list], [`GET /message/${T1}`]: [200, thread] });
    const router = renderPage();
    const link = await screen.findByRole('link', { name: /Your annual review/ });
    expect(link.textContent).toContain('See you then');
    expect(link.textContent).toContain('2 unread');
    await act(async () => fireEvent.click(link));
    expect(router.state.location.search).toBe(`?thread=${T1}`);
    await screen.findByRole('heading', { name: 'Your annual review' });
    expect(queryClient.getQueryData(messageThreadsQuery().queryKey)!.unreadTotal).toBe(0);

    const bubbles = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.className.includes('self-end'))).toEqual([true, false]);
    expect(bubbles[1]!.textContent).toContain('Eleanor Whitfield');
    // The client's own messages say "You", the firm's the name of the staff member who wrote them.
    expect(bubbles[0]!.textContent).toContain('You');
    expect(bubbles[0]!.textContent).not.toContain('Alex Morgan');
  });

  it('opens a thread from its address (a notification about a message leads there)', async () => {
    mockApi({ 'GET /message': [200, list], [`GET /message/${T1}`]: [200, thread] });
    renderPage(`/tabs/messages?thread=${T1}`);
    expect(await screen.findByRole('heading', { name: 'Your annual review' })).toBeTruthy();
    expect(screen.getByText('Can we move it?')).toBeTruthy();
  });

  it('shows the adviser at the top of the list, with the ways to reach them', async () => {
    mockApi({
      'GET /message': [200, list],
      'GET /review': [
        200,
        {
          adviser: {
            uuid: '44444444-4444-4444-8444-444444444444',
            name: 'Eleanor Whitfield',
            job_title: null,
            photo: 'data:image/png;base64,iVBORw0KGgo=',
            phone: null,
            email: 'eleanor@harbourvale.example',
            booking_url: 'javascript:alert(1)',
          },
          next_review_date: null,
          interval_months: 12,
          review: null,
        },
      ],
    });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Eleanor Whitfield' }));
    expect(card.getByRole('link', { name: 'Email eleanor@harbourvale.example' })).toBeTruthy();
    // Only an https booking page is offered; no phone, no call link.
    expect(card.queryByRole('link', { name: /Book a meeting/ })).toBeNull();
    expect(card.queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it('a reply is checked, sent as plain text, and shows in the thread', async () => {
    const api = mockApi({
      'GET /message': [200, list],
      [`GET /message/${T1}`]: [200, thread],
      [`POST /message/${T1}/reply`]: (call: RecordedCall) => [
        201,
        {
          uuid: 'm3',
          body: (call.body as { body: string }).body.trim(),
          created_at: at,
          from: 'client',
          sender_name: 'Alex Morgan',
        },
      ],
    });
    renderPage(`/tabs/messages?thread=${T1}`);
    await screen.findByRole('heading', { name: 'Your annual review' });

    await send();
    expect(screen.getByRole('alert').textContent).toBe('Write a message.');
    type('Message', 'x'.repeat(10_001));
    expect(screen.getByText(/10,001 \/ 10,000/)).toBeTruthy();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('A message can be at most 10,000 characters long.');
    expect(api.callsTo(`POST /message/${T1}/reply`)).toHaveLength(0);

    type('Message', '  <b>Thank you</b>  ');
    await send();
    const sent = await screen.findByText('<b>Thank you</b>');
    expect(sent.closest('li')!.className).toContain('self-end');
    expect(api.callsTo(`POST /message/${T1}/reply`)[0]!.body).toEqual({ body: '  <b>Thank you</b>  ' });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's field error, and a toast for other failures", async () => {
    mockApi({
      'GET /message': [200, list],
      [`GET /message/${T1}`]: [200, thread],
      [`POST /message/${T1}/reply`]: [
        [
          422,
          { message: 'Invalid', errors: { body: ['The message contains characters that are not allowed.'] } },
        ],
        [500, { message: 'down' }],
      ],
    });
    renderPage(`/tabs/messages?thread=${T1}`);
    await screen.findByRole('heading', { name: 'Your annual review' });
    type('Message', 'Hello');
    await send();
    await screen.findByText('The message contains characters that are not allowed.');
    await send();
    await vi.waitFor(() =>
      expect(raisedToasts()).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          message: 'Your message could not be sent. Please try again.',
        }),
      ),
    );
  });

  it('New message: subject and message, then the new thread opens', async () => {
    const api = mockApi({
      'GET /message': [200, { threads: [], unreadTotal: 0 }],
      'POST /message': (call: RecordedCall) => [
        201,
        {
          uuid: T2,
          subject: (call.body as { subject: string }).subject,
          messages: [
            { uuid: 'n1', body: 'First', created_at: at, from: 'client', sender_name: 'Alex Morgan' },
          ],
        },
      ],
      [`GET /message/${T2}`]: [200, { uuid: T2, subject: 'Pension question', messages: [] }],
    });
    const router = renderPage();
    await screen.findByText(/No messages yet/);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'New message' })));
    await send();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a subject.',
      'Write a message.',
    ]);
    type('Subject', 'Pension question');
    type('Message', 'First');
    await send();
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?thread=${T2}`));
    expect(await screen.findByText('First')).toBeTruthy();
    expect(api.callsTo('POST /message')[0]!.body).toEqual({ subject: 'Pension question', body: 'First' });
  });

  it('on a wide screen opens the chosen thread beside the list, which stays and marks it', async () => {
    stubWideScreen();
    mockApi({ 'GET /message': [200, list], [`GET /message/${T1}`]: [200, thread] });
    const router = renderPage();
    const pane = screen.getByRole('region', { name: 'Conversation' });
    const link = await screen.findByRole('link', { name: /Your annual review/ });
    expect(pane.textContent).toContain('Choose a conversation to read it here');
    expect(link.getAttribute('aria-current')).toBeNull();

    await act(async () => fireEvent.click(link));
    expect(router.state.location.search).toBe(`?thread=${T1}`);
    expect(await within(pane).findByRole('heading', { name: 'Your annual review' })).toBeTruthy();
    expect(within(pane).getByText('Can we move it?')).toBeTruthy();
    expect(document.activeElement).toBe(pane);
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Your annual review/ }).getAttribute('aria-current')).toBe(
      'true',
    );

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'New message' })));
    expect(await within(pane).findByRole('heading', { name: 'New message' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy();
  });
});
