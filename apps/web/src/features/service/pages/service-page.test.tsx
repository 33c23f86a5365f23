import type { ServiceLedger, ServiceYear } from '@sextant/contracts/service-ledger';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ServicePage } from './service-page';

const year = (changes: Partial<ServiceYear> = {}): ServiceYear => ({
  from: '2026-03-10',
  to: '2027-03-10',
  current: true,
  fees: { ongoing: '525.00', average_value: '105000.00', percent: 0.5 },
  review: { date: '2027-03-10', outcome: 'upcoming', meeting_held_on: null },
  meetings: 0,
  messages: { waiting: 3, answered: 2, median_response_hours: 3 },
  documents: { published: 3, to_complete: 1, completed: 1 },
  statements: { available: 2, opened: 1 },
  ...changes,
});

const LEDGER: ServiceLedger = {
  segment: { name: 'Standard', interval_months: 12 },
  years: [
    year(),
    year({
      from: '2025-03-10',
      to: '2026-03-10',
      current: false,
      fees: { ongoing: '1050.00', average_value: '105000.00', percent: 1 },
      review: { date: '2026-03-10', outcome: 'delivered', meeting_held_on: '2026-03-03' },
      meetings: 1,
    }),
  ],
};

const renderPage = () =>
  renderRoutes([{ path: '/tabs/account/service', Component: ServicePage }], '/tabs/account/service');

describe('your service', () => {
  afterEach(() => queryClient.clear());

  it('sets this year’s fee against what the client received, with the years before folded away', async () => {
    mockApi({ 'GET /service': [200, LEDGER] });
    renderPage();
    await screen.findByRole('heading', { name: 'Your service this year' });
    screen.getByText('From your last review to your next: 10 Mar 2026 to 10 Mar 2027.');
    const paid = within(screen.getAllByRole('region', { name: 'What you paid' })[0]!);
    paid.getByText('Ongoing advice fees so far');
    paid.getByText('£525.00, 0.50% of your average portfolio value of £105,000.00');
    const received = within(screen.getAllByRole('region', { name: 'What you received' })[0]!);
    received.getByText('Due on 10 Mar 2027.');
    received.getByText('2 of 3 messages answered, typically within 3.0 working hours.');
    received.getByText('3 documents shared; 1 of 1 acknowledged or signed.');
    received.getByText('2 statements available; you opened 1.');
    const earlier = within(screen.getByRole('region', { name: 'Earlier years' }));
    earlier.getByText('10 Mar 2025 to 10 Mar 2026');
    earlier.getByText('Delivered: you met your adviser on 3 Mar 2026.');
    earlier.getByText('£1,050.00, 1.00% of your average portfolio value of £105,000.00');
  });

  it('says when there is nothing to show yet', async () => {
    mockApi({ 'GET /service': [200, { segment: null, years: [] }] });
    renderPage();
    await screen.findByText(
      'Your service record starts once your adviser sets the date of your first review.',
    );
  });

  it('offers a retry when it cannot load', async () => {
    mockApi({ 'GET /service': [500, { message: 'Down' }] });
    renderPage();
    await screen.findByText('Your service could not be loaded just now.');
    screen.getByRole('button', { name: 'Try again' });
  });
});
