import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientDocument, documentPage } from '@/features/documents/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { DocumentsPage } from './documents-page';

function renderPage(path = '/tabs/documents') {
  return renderRoutes(
    [
      { path: '/tabs/documents', Component: DocumentsPage },
      { path: '/tabs/documents/view/:id', element: <p>A document</p> },
    ],
    path,
  );
}

const statement = clientDocument(1, {
  title: 'Valuation statement, March 2026',
  category: 'valuation_statement',
  published_at: '2026-03-31T09:00:00.000Z',
  unread: true,
  opened_at: null,
  policy: {
    uuid: 'p0000000-0000-4000-8000-000000000001',
    reference: 'ISA-1001',
    product_type: 'Stocks & Shares ISA',
  },
});
const pack = clientDocument(2, {
  title: 'Annual review pack 2026',
  category: 'annual_review_pack',
  published_at: '2026-02-10T09:00:00.000Z',
  requires: 'sign',
  action: 'sign',
  unread: true,
  opened_at: null,
});
const oldStatement = clientDocument(3, {
  title: 'Valuation statement, December 2025',
  category: 'valuation_statement',
  published_at: '2025-12-31T09:00:00.000Z',
});
const letter = clientDocument(4, {
  title: 'Welcome letter',
  requires: 'acknowledge',
  completed_at: '2025-06-02T10:00:00.000Z',
  published_at: '2025-06-01T09:00:00.000Z',
});

const firstPage = documentPage([statement, pack, oldStatement, letter], {
  total: 4,
  counts: { unread: 2, action: 1 },
  years: [2026, 2025],
});

describe('documents', () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });
  afterEach(() => queryClient.clear());

  it('groups by category and year, marks the unread ones (a dot, bold, and "Unread" for screen readers) and what is to do', async () => {
    mockApi({ 'GET /document?page=1': [200, firstPage] });
    renderPage();
    const statements = await screen.findByRole('region', { name: /^Valuation statements/ });
    expect(
      within(statements)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2026', '2025']);
    expect(within(statements).getByText('1 unread')).toBeTruthy();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent?.replace(/\d+ unread/, '')),
    ).toEqual(['Your documents', 'Valuation statements', 'Annual review packs', 'Letters']);

    const unread = screen.getByRole('link', { name: /Valuation statement, March 2026/ });
    expect(unread.textContent).toMatch(/^Unread: Valuation statement, March 2026/);
    expect(unread.textContent).toContain('ISA-1001');
    expect(within(unread).getByText('Valuation statement, March 2026', { exact: false }).className).toContain(
      'font-semibold',
    );
    expect(unread.getAttribute('href')).toBe(`/tabs/documents/view/${statement.uuid}`);
    const read = screen.getByRole('link', { name: /December 2025/ });
    expect(read.textContent).not.toContain('Unread');

    expect(screen.getByRole('link', { name: /Annual review pack 2026/ }).textContent).toContain('To sign');
    expect(screen.getByRole('link', { name: /Welcome letter/ }).textContent).toContain('Acknowledged');
    expect(screen.getByText('1 document to do · 2 unread')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing 4 of 4 documents');
  });

  it('filters by category, year and what is to do, in the address and in the call', async () => {
    const calls = mockApi({
      'GET /document': [200, firstPage],
      'GET /document?page=1&status=action': [200, documentPage([pack], { counts: { unread: 2, action: 1 } })],
    });
    const router = renderPage();
    await screen.findByRole('region', { name: /^Letters/ });

    await act(async () =>
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'letter' } }),
    );
    expect(router.state.location.search).toBe('?category=letter');
    await act(async () => fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2025' } }));
    expect(router.state.location.search).toBe('?category=letter&year=2025');
    expect(calls.calls.map((call) => call.path)).toContain('/document?page=1&category=letter&year=2025');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'To do' })));
    expect(screen.getByRole('button', { name: 'To do' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.calls.at(-1)!.path).toBe('/document?page=1&category=letter&year=2025&status=action');
  });

  it('opens filtered from the action centre’s link, and says when nothing is to do', async () => {
    mockApi({
      'GET /document?page=1&status=action': [200, documentPage([], { counts: { unread: 0, action: 0 } })],
      'GET /document?page=1': [200, firstPage],
    });
    renderPage('/tabs/documents?status=action');
    expect(
      await screen.findByText('Nothing to do: you have no documents to acknowledge or sign.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To do' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show all documents' })));
    expect(await screen.findByRole('region', { name: /^Letters/ })).toBeTruthy();
  });

  it('loads the next page of 20 until the last', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      clientDocument(100 + i, { title: `Contract note ${i + 1}`, category: 'contract_note' }),
    );
    const calls = mockApi({
      'GET /document?page=1': [200, documentPage(twenty, { total: 21 })],
      'GET /document?page=2': [
        200,
        documentPage([clientDocument(200, { title: 'Contract note 21', category: 'contract_note' })], {
          page: 2,
          total: 21,
        }),
      ],
    });
    renderPage();
    await screen.findByText('Showing 20 of 21 documents');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more documents' })));
    await screen.findByText('Showing 21 of 21 documents');
    expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
    expect(calls.calls.map((call) => call.path)).toEqual(['/document?page=1', '/document?page=2']);
  });

  it('says so when there are no documents yet, and offers to try again when they could not be loaded', async () => {
    mockApi({
      'GET /document?page=1': [
        [500, { message: 'boom' }],
        [200, documentPage([])],
      ],
      'GET /authentication/check': [200, {}],
    });
    renderRoutes(
      [{ path: '/tabs/documents', Component: DocumentsPage }],
      '/tabs/documents',
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    expect(await screen.findByText('Your documents could not be loaded just now.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(
      await screen.findByText(
        'No documents yet. Your firm will put your statements, reports and letters here.',
      ),
    ).toBeTruthy();
  });
});
