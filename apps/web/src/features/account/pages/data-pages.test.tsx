import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_POLL_MS } from '@/features/account/api/client-export';
import { queryClient } from '@/shared/query/query-client';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { DataExportPage, EXPORT_TEXTS } from './data-export-page';
import { EMAIL_PREFERENCE_TEXTS, EmailPreferencesPage } from './email-preferences-page';

const EXPORT = 'e0000000-0000-4000-8000-000000000001';
const building = {
  uuid: EXPORT,
  status: 'building',
  created_at: '2026-11-26T10:00:00.000Z',
  ready_at: null,
  expires_at: '2026-11-27T10:00:00.000Z',
  size: null,
} as const;
const ready = { ...building, status: 'ready', ready_at: '2026-11-26T10:00:05.000Z', size: 48_128 } as const;

describe('your data', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/zip');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('prepares the export, asks for its state every 2 s while it builds, then downloads it as sextant-data.zip', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /client/export': [
        [404, { message: 'None' }],
        [200, building],
        [200, building],
        [200, ready],
      ],
      'POST /client/export': [202, building],
      'GET /client/export/file': [200],
      'GET /authentication/check': [200, {}],
    });
    renderRoutes([{ path: '/tabs/account/data', Component: DataExportPage }], '/tabs/account/data');
    expect((await screen.findByText(/We keep the file for 24 hours/)).textContent).toContain(
      'then delete it',
    );

    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' })));
    const status = (await screen.findByText(/Preparing your data/)).closest('[role="status"]') as HTMLElement;
    expect(document.activeElement).toBe(status);
    expect(api.callsTo('POST /client/export')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).toBeNull();

    const polls = () => api.callsTo('GET /client/export').length;
    expect(polls()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    await waitFor(() => expect(polls()).toBe(2));
    await act(async () => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    await waitFor(() => expect(polls()).toBe(3));
    await act(async () => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    await waitFor(() => expect(polls()).toBe(4));

    const download = await screen.findByRole('button', { name: 'Download my data' });
    expect(within(status).getByText('Your data is ready to download.')).toBeTruthy();
    expect(status.textContent).toContain('The file (47 KB) is kept until');
    // Ready while the reader waited on the progress: the Download button takes focus.
    expect(document.activeElement).toBe(download);

    // Ready: no more asking.
    await act(async () => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 3));
    expect(polls()).toBe(4);

    await act(async () => fireEvent.click(download));
    await waitFor(() => expect(saved).toEqual(['sextant-data.zip']));
    expect(api.callsTo('GET /client/export/file')).toHaveLength(1);
  });

  it('offers to prepare it again when it failed, and says when another is refused (429)', async () => {
    mockApi({
      'GET /client/export': [200, { ...building, status: 'failed' }],
      'POST /client/export': [429, { message: 'You can prepare your data again in 5 minutes.' }],
      'GET /authentication/check': [200, {}],
    });
    renderRoutes([{ path: '/tabs/account/data', Component: DataExportPage }], '/tabs/account/data');
    expect((await screen.findByRole('alert')).textContent).toBe(EXPORT_TEXTS.failed);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' })));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'You can prepare your data again in 5 minutes.',
      ),
    );
  });
});

describe('email preferences', () => {
  afterEach(() => queryClient.clear());

  it('saves each switch as it changes, and explains what is always sent', async () => {
    const api = mockApi({
      'GET /client/email-preferences': [200, { documents: true, messages: true, reviews: false }],
      'PUT /client/email-preferences': (call: RecordedCall) => [200, call.body as object],
    });
    renderRoutes([{ path: '/p', Component: EmailPreferencesPage }], '/p');
    const messages = await screen.findByRole('switch', { name: 'Replies from your adviser' });
    expect(messages.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Your reviews' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/we always email you when a new statement is ready/)).toBeTruthy();

    await act(async () => fireEvent.click(messages));
    await screen.findByText(EMAIL_PREFERENCE_TEXTS.saved);
    expect(api.callsTo('PUT /client/email-preferences')[0]!.body).toEqual({
      documents: true,
      messages: false,
      reviews: false,
    });
    expect(messages.getAttribute('aria-checked')).toBe('false');
  });

  it('puts the switch back and says so when the choice cannot be saved', async () => {
    mockApi({
      'GET /client/email-preferences': [200, { documents: true, messages: true, reviews: true }],
      'PUT /client/email-preferences': [500, { message: 'boom' }],
      'GET /authentication/check': [200, {}],
    });
    renderRoutes([{ path: '/p', Component: EmailPreferencesPage }], '/p');
    const documents = await screen.findByRole('switch', { name: 'New documents' });
    await act(async () => fireEvent.click(documents));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_PREFERENCE_TEXTS.failed);
    expect(documents.getAttribute('aria-checked')).toBe('true');
  });
});
