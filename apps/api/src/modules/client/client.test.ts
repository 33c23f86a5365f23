import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';

describe.each(testDatabaseKinds)('GET /v1/client and GET /v1/firm on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const get = async (url: string, email: string) => {
    const { token } = await tokenFor(ctx.app, email);
    return ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  };

  it("answers the caller's own profile in SPEC §3's server names", async () => {
    const res = await get('/v1/client', 'vip@sextant.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Mrs',
      first_name: 'Victoria',
      surname: 'Hale',
      email: 'vip@sextant.test',
      vip: true,
      pending_amendment: false,
      telephone: { home_number: '01392 496000', mobile_number: '07700 900456', work_number: null },
      address: {
        line_1: 'The Old Rectory, Church Lane',
        town: 'Topsham',
        postcode: 'EX3 0HF',
        country_id: 826,
      },
    });
    expect((await get('/v1/client', 'demo@sextant.test')).json().first_name).toBe('Alex');
  });

  it("answers the caller's firm", async () => {
    const res = await get('/v1/firm', 'demo@sextant.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Harbour & Vale Financial Planning',
      fca_number: '612934',
      fca_registered_date: '2014-06-02',
      logo: expect.stringMatching(/^data:image\/svg\+xml/),
    });
  });

  it('refuses both without a client session that accepted the terms', async () => {
    for (const url of ['/v1/client', '/v1/firm']) {
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
      expect((await get(url, 'new@sextant.test')).statusCode).toBe(401);
      expect((await get(url, 'adviser@sextant.test')).statusCode).toBe(401);
    }
  });
});
