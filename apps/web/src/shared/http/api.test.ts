import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { getLink, linkPath } from './api';

const P1 = '0b1e8c52-6c7e-4d52-9f4a-1c2d3e4f5a6b';

describe('links the API gives', () => {
  it('are followed as paths under /v1, keeping their encoded query', () => {
    expect(linkPath('/v1/insights?InsightSearch%5Bcategories%5D=1%2C2&page=2')).toBe(
      '/insights?InsightSearch%5Bcategories%5D=1%2C2&page=2',
    );
    expect(linkPath('http://localhost:8080/v1/insights?page=3')).toBe('/insights?page=3');
    expect(linkPath(`/v1/due-diligence/${P1}/panel`)).toBe(`/due-diligence/${P1}/panel`);
    expect(linkPath(`https://portal.example/v1/due-diligence/${P1}/panel?x=1`)).toBe(
      `/due-diligence/${P1}/panel?x=1`,
    );
    expect(linkPath('/v1/policy/abc/valuation/latest')).toBe('/policy/abc/valuation/latest');
    expect(linkPath('https://api.example/v1/policy/abc/valuation/graph')).toBe('/policy/abc/valuation/graph');
    expect(linkPath('/policy/abc')).toBe('/policy/abc');
  });

  it('must lead to the call they are followed as', async () => {
    const api = mockApi({ 'GET /policy/abc/valuation/latest': [200, { uuid: 'abc' }] });
    await expect(getLink('/policy/{id}/valuation/graph', '/v1/policy/abc/valuation/latest')).rejects.toThrow(
      'is not a link to /policy/{id}/valuation/graph',
    );
    expect(api.calls).toHaveLength(0);
    expect(await getLink('/policy/{id}/valuation/latest', '/v1/policy/abc/valuation/latest')).toEqual({
      uuid: 'abc',
    });
  });

  it("keep the link's own query, and add the caller's after it", async () => {
    const api = mockApi({});
    await getLink('/policy/{id}/valuation/graph', '/v1/policy/abc/valuation/graph?x=1', {
      date_range: 'one_year',
    }).catch(() => undefined);
    expect(api.calls[0]!.path).toBe('/policy/abc/valuation/graph?x=1&date_range=one_year');
  });
});
