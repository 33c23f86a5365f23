import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ID,
  documentFixture,
  evidenceFixture,
  POLICY_ID,
} from '@/back-office/features/clients/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import DocumentsSection from './documents-section';

const V1 = documentFixture({
  uuid: '00000000-0000-4000-8000-0000000000d1',
  title: 'Annual review 2026',
  category: 'annual_review_pack',
  requires: 'sign',
  state: 'superseded',
  published_at: '2026-10-01T09:00:00.000Z',
});
const V2 = documentFixture({
  uuid: '00000000-0000-4000-8000-0000000000d2',
  title: 'Annual review 2026',
  category: 'annual_review_pack',
  requires: 'sign',
  version: 2,
  published_at: '2026-10-02T09:00:00.000Z',
  first_opened_at: '2026-10-03T18:05:00.000Z',
  completed_at: '2026-10-03T18:12:00.000Z',
});
const LETTER = documentFixture({
  uuid: '00000000-0000-4000-8000-0000000000d3',
  title: 'Welcome letter',
  category: 'letter',
  requires: 'none',
  policy: null,
  published_at: '2026-09-01T09:00:00.000Z',
  state: 'withdrawn',
});
const POLICIES = {
  items: [{ uuid: POLICY_ID, reference: 'HV-0101-ISA', product_type: 'Stocks & Shares ISA' }],
  total: 1,
  page: 1,
  per_page: 100,
};

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <DocumentsSection clientId={CLIENT_ID} />
    </QueryClientProvider>,
  );
}

const item = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'The client’s documents' }))
    .getAllByRole('listitem')
    .find((li) => name.test(li.textContent ?? '')) as HTMLElement;

describe('documents section', () => {
  afterEach(() => queryClient.clear());

  it('lists every version and state, newest first, with the actions each allows', async () => {
    mockApi({
      'GET /admin/clients/{id}/documents': [200, { items: [LETTER, V1, V2] }],
      'GET /admin/policies': [200, POLICIES],
    });
    renderSection();
    await screen.findByText('1 current document, 3 in all (with earlier versions and withdrawn ones).');
    const items = within(screen.getByRole('list', { name: 'The client’s documents' })).getAllByRole(
      'listitem',
    );
    expect(
      items.map((li) => within(li).getAllByText(/^(Current|Superseded|Withdrawn)$/)[0]?.textContent),
    ).toEqual(['Current', 'Superseded', 'Withdrawn']);
    const current = within(items[0] as HTMLElement);
    current.getByText('Version 2');
    current.getByText('Signed', { selector: 'span' });
    current.getByText(/^Signed 3 Oct 2026/);
    current.getByRole('button', { name: 'Open: Annual review 2026 (version 2)' });
    current.getByRole('button', { name: 'Evidence: Annual review 2026 (version 2)' });
    current.getByRole('button', { name: 'Download certificate: Annual review 2026 (version 2)' });
    current.getByRole('button', { name: 'Withdraw: Annual review 2026 (version 2)' });
    const old = within(items[1] as HTMLElement);
    old.getByText('Must sign');
    old.getByText('Not opened yet');
    expect(old.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(old.queryByRole('button', { name: /^Download certificate/ })).toBeNull();
    within(items[2] as HTMLElement).getByText('Nothing to complete');
  });

  it('withdraws a document after asking, and says so', async () => {
    const withdrawn = { ...V2, state: 'withdrawn' as const };
    const api = mockApi({
      'GET /admin/clients/{id}/documents': [
        [200, { items: [V2] }],
        [200, { items: [withdrawn] }],
      ],
      'GET /admin/policies': [200, POLICIES],
      'POST /admin/documents/{id}/withdraw': [200, withdrawn],
    });
    renderSection();
    await screen.findByText(/1 current document/);
    fireEvent.click(
      within(item(/Annual review/)).getByRole('button', { name: 'Withdraw: Annual review 2026 (version 2)' }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw “Annual review 2026”?' }));
    dialog.getByText(/The client no longer sees it/);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Withdraw document' })));
    await screen.findByText('“Annual review 2026” was withdrawn.', { selector: '[role="status"]' });
    expect(api.callsTo(`POST /admin/documents/${V2.uuid}/withdraw`)).toHaveLength(1);
    await screen.findByText('0 current documents, 1 in all (with earlier versions and withdrawn ones).');
  });

  it('opens the evidence in a dialog', async () => {
    mockApi({
      'GET /admin/clients/{id}/documents': [200, { items: [V2] }],
      'GET /admin/policies': [200, POLICIES],
      'GET /admin/documents/{id}/evidence': [200, evidenceFixture({ document: V2 })],
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Evidence: Annual review 2026 (version 2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Evidence: Annual review 2026' }));
    await dialog.findByRole('heading', { name: 'Timeline' });
    dialog.getByText('Signed by the client');
  });

  describe('opening a PDF', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it('fetches the file with the session into a tab opened at the click', async () => {
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const api = mockApi({
        'GET /admin/clients/{id}/documents': [200, { items: [V2] }],
        'GET /admin/policies': [200, POLICIES],
        'GET /admin/documents/{id}/file': [200],
      });
      renderSection();
      await act(async () =>
        fireEvent.click(await screen.findByRole('button', { name: 'Open: Annual review 2026 (version 2)' })),
      );
      expect(open).toHaveBeenCalledWith('', '_blank');
      await vi.waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
      expect(tab.opener).toBeNull();
      expect(api.callsTo(`GET /admin/documents/${V2.uuid}/file`)).toHaveLength(1);
    });
  });
});
