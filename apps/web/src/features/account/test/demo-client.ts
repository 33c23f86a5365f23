import type { Client } from '@sextant/contracts/client';

/** The demo client's profile as the profile call (GET /client) answers it (tests only). */
export const demoClient = (overrides: Partial<Client> = {}): Client => ({
  uuid: '00000000-0000-4000-8000-0000000000aa',
  title: 'Mr',
  first_name: 'Alex',
  surname: 'Morgan',
  email: 'demo@sextant.test',
  telephone: { home_number: null, work_number: null, mobile_number: '07700 900123' },
  address: {
    line_1: '12 Quay Street',
    line_2: null,
    line_3: null,
    town: 'Exeter',
    county: 'Devon',
    postcode: 'EX2 4AN',
    country: 'United Kingdom',
    country_id: 826,
  },
  vip: false,
  pending_amendment: false,
  ...overrides,
});
