import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHROME_ANDROID,
  documentFixture,
  evidenceEvent,
  evidenceFixture,
} from '@/back-office/features/clients/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { EvidencePanel } from './evidence-panel';

const ID = '00000000-0000-4000-8000-0000000000d1';
const evidence = evidenceFixture;
const event = evidenceEvent;

function renderPanel() {
  render(
    <QueryClientProvider client={queryClient}>
      <EvidencePanel documentId={ID} />
    </QueryClientProvider>,
  );
}

/** The text of a milestone's value, by its label. */
const milestone = (label: string) =>
  within(screen.getByRole('region', { name: 'Milestones' })).getByText(label).nextElementSibling?.textContent;

describe('evidence panel', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('shows the milestones, every event with its IP address and browser, and downloads the certificate', async () => {
    const api = mockApi({
      'GET /admin/documents/{id}/evidence': [200, evidence()],
      'GET /admin/documents/{id}/evidence.pdf': [200],
    });
    renderPanel();
    await screen.findByRole('heading', { name: 'Milestones' });
    expect(milestone('Published')).toMatch(/2 Oct 2026/);
    expect(milestone('Client notified')).toMatch(/2 Oct 2026/);
    expect(milestone('First opened')).toMatch(/3 Oct 2026/);
    expect(milestone('Downloaded')).toBe('Not yet');
    expect(milestone('Signed')).toMatch(/3 Oct 2026/);
    expect(screen.queryByText('Acknowledged')).toBeNull();
    screen.getByText('Anna Client (anna@x.test)');

    const events = within(screen.getByRole('list', { name: 'Every event, oldest first' })).getAllByRole(
      'listitem',
    );
    expect(events.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Published',
      'Client notified',
      'Opened by the client',
      'Signed by the client',
    ]);
    const signed = within(events[3] as HTMLElement);
    signed.getByText('203.0.113.7');
    signed.getByText('Chrome 131 on Android');
    signed.getByText(CHROME_ANDROID);
    signed.getByText('a'.repeat(64));
    within(events[1] as HTMLElement).getAllByText('Not recorded');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download certificate' })));
    expect(api.callsTo(`GET /admin/documents/${ID}/evidence.pdf`)).toHaveLength(1);
    expect(saved).toEqual(['evidence-suitability.pdf']);
  });

  it('offers no certificate before the client has acknowledged, and says so', async () => {
    mockApi({
      'GET /admin/documents/{id}/evidence': [
        200,
        evidence({
          document: documentFixture({ requires: 'acknowledge' }),
          first_opened_at: null,
          signed_at: null,
          certificate_available: false,
          events: [event('published', '2026-10-02T09:30:00.000Z')],
        }),
      ],
    });
    renderPanel();
    await screen.findByRole('heading', { name: 'Milestones' });
    expect(milestone('Acknowledged')).toBe('Not yet');
    expect(milestone('First opened')).toBe('Not yet');
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
    screen.getByText('The certificate can be downloaded once the client has acknowledged or signed.');
  });

  it('says when the evidence could not be loaded, and tries again', async () => {
    const api = mockApi({
      'GET /admin/documents/{id}/evidence': [
        [404, { message: 'Not Found' }],
        [200, evidence()],
      ],
    });
    renderPanel();
    await screen.findByText('The evidence could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Milestones' });
    expect(api.callsTo(`GET /admin/documents/${ID}/evidence`)).toHaveLength(2);
  });
});
