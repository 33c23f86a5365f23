import { ACKNOWLEDGE_STATEMENT, DOCUMENT_TEXTS } from '@sextant/contracts/rules/documents';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientDocument } from '@/features/documents/test/fixtures';
import { DOCUMENTS_SCREEN_TEXTS } from '@/features/documents/texts';
import { queryClient } from '@/shared/query/query-client';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { DocumentViewPage } from './document-view-page';

const ID = 'd0000000-0000-4000-8000-000000000007';
const SIGNED_AT = '2026-03-05T14:05:00.000Z';

const toSign = clientDocument(7, {
  title: 'Annual review pack 2026',
  category: 'annual_review_pack',
  requires: 'sign',
  action: 'sign',
  unread: true,
  opened_at: null,
  version: 2,
  size: 1_572_864,
  policy: {
    uuid: 'p0000000-0000-4000-8000-000000000001',
    reference: 'ISA-1001',
    product_type: 'Stocks & Shares ISA',
  },
});

/** Opened (viewed or downloaded) by the client: signing and acknowledging need it. */
const openedToSign = { ...toSign, unread: false, opened_at: '2026-03-04T09:30:00.000Z' };

const client = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  title: 'Mr',
  first_name: 'Alex',
  surname: 'Morgan',
};

function renderPage() {
  return renderRoutes(
    [
      { path: '/tabs/documents/view/:id', Component: DocumentViewPage },
      { path: '/tabs/documents', element: <p>All documents</p> },
    ],
    `/tabs/documents/view/${ID}`,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const sign = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign document' })));
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const unprocessable = (errors: Record<string, string[]>) =>
  [422, { name: 'ValidationError', message: 'Invalid request', status: 422, errors }] as const;

/** The tab View opens, as a stub: where it was sent, and whether it was closed. */
type NewTab = { location: { href: string }; opener: unknown; document: Document; close: () => void };
function stubNewTab(): NewTab {
  const tab: NewTab = {
    location: { href: '' },
    opener: window,
    document: document.implementation.createHTMLDocument(),
    close: vi.fn(),
  };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf');
  URL.revokeObjectURL = vi.fn();
  return tab;
}

/** The names files are saved under (saveBlob clicks a link with `download`). */
function recordSaves(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf');
  URL.revokeObjectURL = vi.fn();
  return saved;
}

describe('a document', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('shows what it is: category, date, policy, size and version', async () => {
    mockApi({ [`GET /document/${ID}`]: [200, toSign], 'GET /client': [200, client] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Annual review pack 2026' })).toBeTruthy();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Category: 'Annual review pack',
      Date: '2 Mar 2026',
      Policy: 'ISA-1001 · Stocks & Shares ISA',
      Size: '1.5 MB',
      Version: '2 (replaces an earlier version)',
      Opened: 'Not yet',
    });
  });

  it('checks the signing form, shows the server’s errors under their fields, then the moment it was signed', async () => {
    const api = mockApi({
      [`GET /document/${ID}`]: [200, openedToSign],
      'GET /client': [200, client],
      [`POST /document/${ID}/sign`]: [
        unprocessable({ full_name: [DOCUMENT_TEXTS.nameMismatch] }),
        unprocessable({ code: [DOCUMENT_TEXTS.codeInvalid] }),
        [200, { ...openedToSign, action: null, unread: false, completed_at: SIGNED_AT }],
      ],
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Sign this document' });
    expect(
      await screen.findByText('As on your account: your first name and surname, for example Alex Morgan.'),
    ).toBeTruthy();
    // Plain words: the code is "from your authenticator app".
    expect(field('Code from your authenticator app').getAttribute('autocomplete')).toBe('one-time-code');

    // Nothing typed: both fields say what they need, the first takes focus, nothing is sent.
    await sign();
    expect(describedText(field('Full name'))).toContain(DOCUMENTS_SCREEN_TEXTS.nameMissing);
    expect(describedText(field('Code from your authenticator app'))).toContain(
      DOCUMENTS_SCREEN_TEXTS.codeMissing,
    );
    expect(document.activeElement).toBe(field('Full name'));
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');

    type('Full name', 'Alex Morgna');
    type('Code from your authenticator app', '12 34 5');
    await sign();
    expect(field('Code from your authenticator app').value).toBe('12345');
    expect(describedText(field('Code from your authenticator app'))).toContain(DOCUMENT_TEXTS.codeInvalid);
    expect(document.activeElement).toBe(field('Code from your authenticator app'));
    expect(api.callsTo(`POST /document/${ID}/sign`)).toHaveLength(0);

    // The server refuses the name: its message under the name.
    type('Code from your authenticator app', '123456');
    await sign();
    await waitFor(() => expect(describedText(field('Full name'))).toContain(DOCUMENT_TEXTS.nameMismatch));
    expect(document.activeElement).toBe(field('Full name'));
    expect(api.callsTo(`POST /document/${ID}/sign`)[0]!.body).toEqual({
      full_name: 'Alex Morgna',
      code: '123456',
    });

    // Then the code: its message under the code, which is cleared for a fresh one.
    type('Full name', '  Alex Morgan ');
    await sign();
    await waitFor(() =>
      expect(describedText(field('Code from your authenticator app'))).toContain(DOCUMENT_TEXTS.codeInvalid),
    );
    expect(field('Code from your authenticator app').value).toBe('');
    expect(describedText(field('Full name'))).not.toContain(DOCUMENT_TEXTS.nameMismatch);

    type('Code from your authenticator app', '654321');
    await sign();
    const notice = await screen.findByText(/Signed/, { selector: 'span' });
    expect(notice.parentElement!.textContent).toMatch(
      /^Signed on 5 March 2026 at \d\d:05\. Your firm has a record of it\.$/,
    );
    expect(document.activeElement).toBe(notice.closest('[role="status"]'));
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
    expect(api.callsTo(`POST /document/${ID}/sign`).at(-1)!.body).toEqual({
      full_name: 'Alex Morgan',
      code: '654321',
    });
  }, 20_000);

  it('acknowledges with the exact statement, once it is ticked', async () => {
    const toAcknowledge = { ...openedToSign, requires: 'acknowledge', action: 'acknowledge' } as const;
    const api = mockApi({
      [`GET /document/${ID}`]: [200, toAcknowledge],
      [`POST /document/${ID}/acknowledge`]: [
        200,
        { ...toAcknowledge, action: null, completed_at: SIGNED_AT },
      ],
    });
    renderPage();
    const box = (await screen.findByRole('checkbox', { name: ACKNOWLEDGE_STATEMENT })) as HTMLInputElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' })));
    expect(screen.getByRole('alert').textContent).toBe(DOCUMENTS_SCREEN_TEXTS.tickToAcknowledge);
    expect(document.activeElement).toBe(box);
    expect(api.callsTo(`POST /document/${ID}/acknowledge`)).toHaveLength(0);

    fireEvent.click(box);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' })));
    expect(await screen.findByText(/^Acknowledged$/)).toBeTruthy();
    expect(api.callsTo(`POST /document/${ID}/acknowledge`)).toHaveLength(1);
  });

  it('offers the client their evidence certificate once the document is done, saved under its name', async () => {
    const saved = recordSaves();
    const api = mockApi({
      [`GET /document/${ID}`]: [200, { ...openedToSign, action: null, completed_at: SIGNED_AT }],
      [`GET /document/${ID}/evidence.pdf`]: (call: RecordedCall) => [200, { path: call.path }],
    });
    renderPage();
    expect(await screen.findByText(/^Signed$/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download the evidence certificate' })),
    );
    await waitFor(() => expect(saved).toEqual(['evidence-document-7.pdf']));
    expect(api.callsTo(`GET /document/${ID}/evidence.pdf`)).toHaveLength(1);
  });

  it('says so when the document was already signed elsewhere (409)', async () => {
    mockApi({
      [`GET /document/${ID}`]: [
        [200, openedToSign],
        [200, { ...openedToSign, action: null, completed_at: SIGNED_AT }],
      ],
      'GET /client': [200, client],
      [`POST /document/${ID}/sign`]: [409, { message: DOCUMENT_TEXTS.alreadyDone }],
      'GET /authentication/check': [200, {}],
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Sign this document' });
    type('Full name', 'Alex Morgan');
    type('Code from your authenticator app', '123456');
    await sign();
    expect(await screen.findByText(/^Signed$/)).toBeTruthy();
  });

  it('keeps the form closed until the client has opened the document, and saying so; viewing it opens the form', async () => {
    stubNewTab();
    const api = mockApi({
      [`GET /document/${ID}`]: [
        [200, toSign],
        [200, openedToSign],
      ],
      'GET /client': [200, client],
      [`GET /document/${ID}/file`]: (call: RecordedCall) => [200, { path: call.path }],
    });
    renderPage();
    expect(await screen.findByText(DOCUMENT_TEXTS.openBeforeSigning)).toBeTruthy();
    // Disabled by their fieldset until then.
    const closed = (element: Element) => element.matches(':disabled');
    expect(closed(field('Full name'))).toBe(true);
    expect(closed(field('Code from your authenticator app'))).toBe(true);
    expect(closed(screen.getByRole('button', { name: 'Sign document' }))).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View (opens in a new tab)' })));
    await waitFor(() => expect(closed(field('Full name'))).toBe(false));
    expect(screen.queryByText(DOCUMENT_TEXTS.openBeforeSigning)).toBeNull();
    expect(api.callsTo(`GET /document/${ID}`)).toHaveLength(2);
  });

  it('shows the server’s reason when it refuses a document not opened yet (409)', async () => {
    mockApi({
      [`GET /document/${ID}`]: [200, openedToSign],
      'GET /client': [200, client],
      [`POST /document/${ID}/sign`]: [409, { message: DOCUMENT_TEXTS.openBeforeSigning }],
      'GET /authentication/check': [200, {}],
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Sign this document' });
    type('Full name', 'Alex Morgan');
    type('Code from your authenticator app', '123456');
    await sign();
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_TEXTS.openBeforeSigning);
  });

  describe('its file', () => {
    let opened: NewTab;
    beforeEach(() => {
      opened = stubNewTab();
    });

    it('is viewed in a new tab opened at the tap, fetched with the session, and downloaded under its name', async () => {
      const clicks = recordSaves();
      const api = mockApi({
        [`GET /document/${ID}`]: [200, { ...toSign, action: null, requires: 'none' }],
        [`GET /document/${ID}/file`]: (call: RecordedCall) => [200, { path: call.path }],
      });
      renderPage();
      await act(async () =>
        fireEvent.click(await screen.findByRole('button', { name: 'View (opens in a new tab)' })),
      );
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(opened.location.href).toBe('blob:http://localhost/pdf'));
      expect(opened.opener).toBeNull();

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
      await waitFor(() => expect(clicks).toEqual(['document-7.pdf']));
      expect(api.calls.filter((call) => call.path.includes('/file')).map((call) => call.path)).toEqual([
        `/document/${ID}/file`,
        `/document/${ID}/file?download=1`,
      ]);
    });

    it('closes the blank tab and says so when the file cannot be fetched', async () => {
      mockApi({
        [`GET /document/${ID}`]: [200, { ...toSign, action: null, requires: 'none' }],
        [`GET /document/${ID}/file`]: [500, { message: 'boom' }],
        'GET /authentication/check': [200, {}],
      });
      renderPage();
      await act(async () =>
        fireEvent.click(await screen.findByRole('button', { name: 'View (opens in a new tab)' })),
      );
      expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENTS_SCREEN_TEXTS.fileFailed);
      expect(opened.close).toHaveBeenCalled();
    });
  });

  it('says when the document is not the client’s (404)', async () => {
    mockApi({
      [`GET /document/${ID}`]: [404, { message: 'Not Found' }],
      'GET /authentication/check': [200, {}],
    });
    renderPage();
    expect(await screen.findByText('This document could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All documents' }).getAttribute('href')).toBe('/tabs/documents');
  });
});
