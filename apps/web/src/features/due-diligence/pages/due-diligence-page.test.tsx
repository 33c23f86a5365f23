import type { DueDiligenceReport, PanelEntry } from '@sextant/contracts/due-diligence';
import type { Provider } from '@sextant/contracts/providers';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedYear } from '@/features/due-diligence/selected-year';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { DueDiligencePage } from './due-diligence-page';

const NORTHGATE = '11111111-1111-4111-8111-111111111111';
const ALBION = '22222222-2222-4222-8222-222222222222';
const OLD = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NEW = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const report = (uuid: string, financial_year: string): DueDiligenceReport => ({
  uuid,
  financial_year,
  title: `Provider due diligence ${financial_year}`,
  summary: `Summary ${financial_year}`,
  published_at: '2026-10-22T09:00:00.000Z',
  _links: {
    self: { href: `/v1/due-diligence/${uuid}/view` },
    panel: { href: `/v1/due-diligence/${uuid}/panel` },
  },
});
const provider = (uuid: string, name: string): Provider => ({
  uuid,
  name,
  description: '',
  logo: null,
  website: null,
  _links: {
    self: { href: `/v1/provider/${uuid}` },
    policies: { href: `/v1/provider/my-policies?uuid=${uuid}` },
  },
});
const entry = (reportId: string, position: number, providerId: string, rating: string): PanelEntry => ({
  uuid: `${reportId.slice(0, 35)}${position}`,
  position,
  rating,
  summary: `Reviewed in ${reportId === NEW ? '2025/26' : '2024/25'}`,
  _links: {
    provider: { href: `/v1/provider/${providerId}` },
    report: { href: `/v1/due-diligence/${reportId}/provider/${providerId}` },
  },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/dd', Component: DueDiligencePage }], '/dd', client);
}

afterEach(() => useSelectedYear.getState().reset());

describe('DueDiligencePage', () => {
  it('lists the years newest first with the latest selected, and shows the panel with provider data', async () => {
    mockApi({
      // The server's order is not trusted: the app sorts.
      'GET /due-diligence': [200, { items: [report(OLD, '2024/25'), report(NEW, '2025/26')] }],
      'GET /provider': [
        200,
        { items: [provider(ALBION, 'Albion Platform'), provider(NORTHGATE, 'Northgate Life')] },
      ],
      [`GET /due-diligence/${NEW}/panel`]: [
        200,
        {
          uuid: NEW,
          financial_year: '2025/26',
          items: [entry(NEW, 1, ALBION, 'Good'), entry(NEW, 0, NORTHGATE, 'Strong')],
        },
      ],
      [`GET /due-diligence/${OLD}/panel`]: [
        200,
        { uuid: OLD, financial_year: '2024/25', items: [entry(OLD, 0, NORTHGATE, 'Satisfactory')] },
      ],
    });
    renderPage();

    const group = await screen.findByRole('radiogroup', { name: 'Financial year' });
    const years = within(group).getAllByRole('radio');
    expect(years.map((year) => year.textContent)).toEqual(['2025/26', '2024/25']);
    expect(years[0]!.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Provider due diligence 2025/26' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read the full report/ }).getAttribute('href')).toBe(
      `/tabs/information/due-diligence/report/${NEW}`,
    );

    const panel = screen.getByRole('region', { name: 'Providers reviewed' });
    const rows = await within(panel).findAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Northgate Life'),
      expect.stringContaining('Albion Platform'),
    ]);
    expect(rows[0]!.textContent).toContain('Rating: Strong');
    expect(rows[0]!.getAttribute('href')).toBe(`/tabs/information/due-diligence/${NEW}/report/${NORTHGATE}`);

    await act(async () => {
      fireEvent.click(years[1]!);
    });
    expect(within(group).getAllByRole('radio')[1]!.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Provider due diligence 2024/25' })).toBeTruthy();
    const older = await within(screen.getByRole('region', { name: 'Providers reviewed' })).findAllByRole(
      'link',
    );
    expect(older).toHaveLength(1);
    expect(older[0]!.textContent).toContain('Rating: Satisfactory');
    expect(older[0]!.getAttribute('href')).toBe(`/tabs/information/due-diligence/${OLD}/report/${NORTHGATE}`);
    expect(useSelectedYear.getState().year).toBe('2024/25');
  });

  it('says so when no report is published', async () => {
    mockApi({ 'GET /due-diligence': [200, { items: [] }], 'GET /provider': [200, { items: [] }] });
    renderPage();
    expect(await screen.findByText('Your firm has not published a due diligence report yet.')).toBeTruthy();
  });
});
