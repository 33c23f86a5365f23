import type { PanelEntry } from '@sextant/contracts/due-diligence';
import type { Provider } from '@sextant/contracts/providers';
import { describe, expect, it } from 'vitest';
import { attachProviders, providerIdOf, selectReport, sortReports } from './panel';

const P1 = '0b9f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f';
const P2 = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const P3 = 'ffffffff-0000-4000-8000-000000000003';

const years = (...financialYears: string[]) => financialYears.map((financial_year) => ({ financial_year }));
const provider = (uuid: string, name: string): Provider => ({
  uuid,
  name,
  description: `${name} description`,
  logo: null,
  website: null,
  _links: {
    self: { href: `/v1/provider/${uuid}` },
    policies: { href: `/v1/provider/my-policies?uuid=${uuid}` },
  },
});
const entry = (position: number, providerId: string, rating = 'Good'): PanelEntry => ({
  uuid: `00000000-0000-4000-8000-00000000000${position}`,
  position,
  rating,
  summary: `entry ${position}`,
  _links: {
    provider: { href: `/v1/provider/${providerId}` },
    report: { href: `/v1/due-diligence/r/provider/${providerId}` },
  },
});

describe('sortReports', () => {
  it('puts the newest financial year first', () => {
    expect(sortReports(years('2023/24', '2025/26', '2024/25')).map((r) => r.financial_year)).toEqual([
      '2025/26',
      '2024/25',
      '2023/24',
    ]);
  });

  it('orders by the starting year across the century, not by text', () => {
    expect(sortReports(years('1999/00', '2000/01')).map((r) => r.financial_year)).toEqual([
      '2000/01',
      '1999/00',
    ]);
  });

  it('puts unreadable years last and leaves the input alone', () => {
    const input = years('Archive', '2024/25');
    expect(sortReports(input).map((r) => r.financial_year)).toEqual(['2024/25', 'Archive']);
    expect(input[0]!.financial_year).toBe('Archive');
  });
});

describe('selectReport', () => {
  const sorted = sortReports(years('2024/25', '2025/26'));

  it('selects the latest year by default', () => {
    expect(selectReport(sorted, null)?.financial_year).toBe('2025/26');
  });

  it('selects the chosen year, and falls back to the latest when that year is gone', () => {
    expect(selectReport(sorted, '2024/25')?.financial_year).toBe('2024/25');
    expect(selectReport(sorted, '2019/20')?.financial_year).toBe('2025/26');
  });

  it('has nothing to select without reports', () => {
    expect(selectReport([], null)).toBeUndefined();
  });
});

describe('providerIdOf', () => {
  it('takes the last 36 characters of the provider link', () => {
    expect(providerIdOf(`/v1/provider/${P1}`)).toBe(P1);
    expect(providerIdOf(`https://api.example/v1/provider/${P2}`)).toBe(P2);
  });

  it('ignores a trailing slash, a query or a fragment', () => {
    expect(providerIdOf(`/v1/provider/${P1}/`)).toBe(P1);
    expect(providerIdOf(`/v1/provider/${P1}?view=1#top`)).toBe(P1);
  });
});

describe('attachProviders', () => {
  const providers = [provider(P1, 'Northgate Life'), provider(P2, 'Albion Platform')];

  it('attaches each entry’s provider data, in panel order', () => {
    const rows = attachProviders([entry(1, P2, 'Strong'), entry(0, P1)], providers);
    expect(rows.map((row) => [row.position, row.provider_id, row.provider_data?.name, row.rating])).toEqual([
      [0, P1, 'Northgate Life', 'Good'],
      [1, P2, 'Albion Platform', 'Strong'],
    ]);
  });

  it('matches ids whatever their case', () => {
    const [row] = attachProviders([entry(0, P1.toUpperCase())], providers);
    expect(row!.provider_data?.uuid).toBe(P1);
  });

  it('leaves provider data null when the provider is not in the list', () => {
    const [row] = attachProviders([entry(0, P3)], providers);
    expect(row!.provider_id).toBe(P3);
    expect(row!.provider_data).toBeNull();
  });
});
