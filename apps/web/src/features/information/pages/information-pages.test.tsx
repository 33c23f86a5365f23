import type { Provider } from '@sextant/contracts/providers';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '@/shared/monitoring/report-error';
import { queryClient as appQueryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { InformationPage } from './information-page';
import { ProviderViewPage } from './provider-view-page';

const ALBION = '22222222-2222-4222-8222-222222222222';
const provider = (uuid: string, name: string, website: string | null = null): Provider => ({
  uuid,
  name,
  description: `${name} in brief`,
  logo: null,
  website,
  _links: {
    self: { href: `/v1/provider/${uuid}` },
    policies: { href: `/v1/provider/my-policies?uuid=${uuid}` },
  },
});

function renderAt(
  path: string,
  pattern: string,
  Component: ComponentType,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return renderRoutes([{ path: pattern, Component }], path, client);
}

afterEach(() => {
  setErrorReporter(undefined);
  appQueryClient.clear();
  vi.restoreAllMocks();
});

describe('InformationPage', () => {
  it('shows the firm with its FCA facts, the due diligence link and the providers', async () => {
    mockApi({
      'GET /firm': [
        200,
        {
          uuid: '33333333-3333-4333-8333-333333333333',
          name: 'Harbour & Vale Financial Planning',
          logo: null,
          bio: 'Independent planners.',
          fca_number: '612934',
          fca_registered_date: '2014-06-02',
        },
      ],
      'GET /provider': [200, { items: [provider(ALBION, 'Albion Platform')] }],
    });
    renderAt('/tabs/information', '/tabs/information', InformationPage);

    const firm = await screen.findByRole('region', { name: 'Harbour & Vale Financial Planning' });
    expect(
      within(firm)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['612934', '2 Jun 2014']);
    expect(screen.getByRole('link', { name: /Due diligence/ }).getAttribute('href')).toBe(
      '/tabs/information/due-diligence',
    );
    const providers = within(screen.getByRole('region', { name: 'Providers' }));
    expect((await providers.findByRole('link', { name: /Albion Platform/ })).getAttribute('href')).toBe(
      `/tabs/information/view/${ALBION}`,
    );
  });

  it('shows empty states, not errors, when the calls fail (SPEC §8: failures are only logged)', async () => {
    const reported = vi.fn();
    setErrorReporter(reported);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /firm': [404, { message: 'gone' }],
      'GET /provider': [404, { message: 'gone' }],
      'GET /review': [404, { message: 'gone' }],
    });
    // The app's own client: it logs and reports every failed fetch once.
    renderAt('/tabs/information', '/tabs/information', InformationPage, appQueryClient);
    expect(await screen.findByText('No providers to show.')).toBeTruthy();
    expect(await screen.findByText('No details of your firm to show.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reported).toHaveBeenCalledTimes(3);
    // No adviser card, and no error in its place.
    expect(screen.queryByText('Your adviser')).toBeNull();
  });

  it('shows the adviser as a person: photo or initials, name, title, phone, email and a booking link', async () => {
    mockApi({
      'GET /firm': [404, { message: 'gone' }],
      'GET /provider': [200, { items: [] }],
      'GET /review': [
        200,
        {
          adviser: {
            uuid: '44444444-4444-4444-8444-444444444444',
            name: 'Eleanor Whitfield',
            job_title: 'Chartered Financial Planner',
            photo: null,
            phone: '01392 496 000',
            email: 'eleanor@harbourvale.example',
            booking_url: 'https://book.harbourvale.example/eleanor',
          },
          next_review_date: '2026-12-15',
          interval_months: 12,
          review: null,
        },
      ],
    });
    renderAt('/tabs/information', '/tabs/information', InformationPage);
    const card = within(await screen.findByRole('region', { name: 'Eleanor Whitfield' }));
    expect(card.getByText('EW')).toBeTruthy();
    expect(card.getByText('Chartered Financial Planner')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Call 01392 496 000' }).getAttribute('href')).toBe(
      'tel:01392496000',
    );
    expect(card.getByRole('link', { name: 'Email eleanor@harbourvale.example' }).getAttribute('href')).toBe(
      'mailto:eleanor@harbourvale.example',
    );
    const booking = card.getByRole('link', { name: 'Book a meeting (opens in a new tab)' });
    expect(booking.getAttribute('href')).toBe('https://book.harbourvale.example/eleanor');
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(booking.getAttribute('rel')).toContain('noopener');
  });
});

describe('ProviderViewPage', () => {
  it('shows the provider, its website in a new tab, and the client’s policies with it', async () => {
    mockApi({
      [`GET /provider/${ALBION}/view`]: [
        200,
        provider(ALBION, 'Albion Platform', 'https://www.albion.example'),
      ],
      [`GET /provider/my-policies?uuid=${ALBION}`]: [200, { policies: [] }],
    });
    renderAt(`/tabs/information/view/${ALBION}`, '/tabs/information/view/:id', ProviderViewPage);

    expect(await screen.findByRole('heading', { level: 2, name: 'Albion Platform' })).toBeTruthy();
    const website = screen.getByRole('link', { name: /www\.albion\.example/ });
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByText('You have no policies with this provider.')).toBeTruthy();
  });
});
