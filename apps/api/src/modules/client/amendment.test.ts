import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientAmendments, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient } from '@/test/sign-in';
import { formatUkPostcode, mergeChanges } from './service';

describe('mergeChanges', () => {
  it('lets later fields win, inside telephone and address too', () => {
    expect(
      mergeChanges(
        { first_name: 'A', address: { town: 'T', postcode: 'P1' }, telephone: { home_number: '1' } },
        { surname: 'S', address: { postcode: 'P2' }, telephone: { home_number: null } },
      ),
    ).toEqual({
      first_name: 'A',
      surname: 'S',
      address: { town: 'T', postcode: 'P2' },
      telephone: { home_number: null },
    });
    expect(mergeChanges({}, { first_name: 'A', telephone: {}, address: {} })).toEqual({ first_name: 'A' });
  });

  it('formats UK postcodes', () => {
    expect(formatUkPostcode('ex30hf')).toBe('EX3 0HF');
    expect(formatUkPostcode('sw1a  1aa')).toBe('SW1A 1AA');
    expect(formatUkPostcode('M1 1AE')).toBe('M1 1AE');
  });
});

describe.each(testDatabaseKinds)('PUT /v1/client on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  /** A fresh client, like the demo ones, with a UK address unless told otherwise. */
  const newClient = async (values: Partial<typeof users.$inferInsert> = {}) => {
    const client = await addClient(ctx);
    await ctx.db
      .update(users)
      .set({
        addressLine1: '1 High Street',
        town: 'Exeter',
        postcode: 'EX1 1AA',
        country: 'United Kingdom',
        countryId: 826,
        ...values,
      })
      .where(eq(users.id, client.id));
    const { token } = await tokenFor(ctx.app, client.email);
    return { ...client, token };
  };
  const put = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/v1/client',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const pendingOf = (clientId: string) =>
    ctx.db
      .select()
      .from(clientAmendments)
      .where(and(eq(clientAmendments.clientId, clientId), eq(clientAmendments.status, 'pending')));

  it('stores the change as pending and answers the unchanged profile, pending', async () => {
    const { token, user } = await tokenFor(ctx.app, 'demo@sextant.test');
    const res = await put(token, { changedFields: { first_name: '  Alexander ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Alex', surname: 'Morgan', pending_amendment: true });
    const got = await ctx.app.inject({ url: '/v1/client', headers: { authorization: `Bearer ${token}` } });
    expect(got.json()).toMatchObject({ first_name: 'Alex', pending_amendment: true });
    const pending = await pendingOf(user.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.changedFields).toEqual({ first_name: 'Alexander' });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'client.amendment.request'), eq(auditEvents.actorId, user.id)));
    expect(audit).toMatchObject({ firmId: user.firmId, details: { fields: ['first_name'] } });
    // Others are untouched.
    const vip = await tokenFor(ctx.app, 'vip@sextant.test');
    const vipProfile = await ctx.app.inject({
      url: '/v1/client',
      headers: { authorization: `Bearer ${vip.token}` },
    });
    expect(vipProfile.json().pending_amendment).toBe(false);
  });

  it('merges later changes into the one pending amendment', async () => {
    const client = await newClient();
    expect(
      (await put(client.token, { changedFields: { surname: 'Smith', address: { town: 'Topsham' } } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put(client.token, {
          changedFields: {
            address: { line_1: '2 Fore Street' },
            telephone: { mobile_number: '07700 900123' },
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(client.token, { changedFields: { surname: "O'Neill-Smith" } })).statusCode).toBe(200);
    const pending = await pendingOf(client.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.changedFields).toEqual({
      surname: "O'Neill-Smith",
      address: { town: 'Topsham', line_1: '2 Fore Street' },
      telephone: { mobile_number: '07700 900123' },
    });
  });

  it('merges changes sent at the same time', async () => {
    const client = await newClient();
    const answers = await Promise.all([
      put(client.token, { changedFields: { first_name: 'One' } }),
      put(client.token, { changedFields: { surname: 'Two' } }),
      put(client.token, { changedFields: { address: { county: 'Devon' } } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const pending = await pendingOf(client.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.changedFields).toEqual({
      first_name: 'One',
      surname: 'Two',
      address: { county: 'Devon' },
    });
  });

  it('starts a new pending amendment once the firm has decided the last one', async () => {
    const client = await newClient();
    await put(client.token, { changedFields: { first_name: 'Before' } });
    await ctx.db
      .update(clientAmendments)
      .set({ status: 'approved', decidedAt: ctx.clock() })
      .where(eq(clientAmendments.clientId, client.id));
    expect((await put(client.token, { changedFields: { surname: 'After' } })).json().pending_amendment).toBe(
      true,
    );
    const pending = await pendingOf(client.id);
    expect(pending.map((row) => row.changedFields)).toEqual([{ surname: 'After' }]);
  });

  it('clears optional fields with null or blank text', async () => {
    const client = await newClient();
    const res = await put(client.token, {
      changedFields: {
        title: '',
        telephone: { work_number: null, home_number: '   ' },
        address: { line_2: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await pendingOf(client.id))[0]!.changedFields).toEqual({
      title: null,
      telephone: { work_number: null, home_number: null },
      address: { line_2: null },
    });
  });

  it('checks and formats a UK postcode, from the change or the stored country', async () => {
    const uk = await newClient();
    expect((await put(uk.token, { changedFields: { address: { postcode: 'ex3 0hf' } } })).statusCode).toBe(
      200,
    );
    expect((await pendingOf(uk.id))[0]!.changedFields).toEqual({ address: { postcode: 'EX3 0HF' } });

    for (const postcode of ['75001', 'EX3', 'ABC 123', '']) {
      const res = await put(uk.token, { changedFields: { address: { postcode } } });
      expect(res.statusCode, postcode).toBe(422);
      expect(res.json().errors['changedFields.address.postcode']).toEqual([expect.any(String)]);
    }
    // Moving abroad: the foreign postcode is fine with the new country.
    const abroad = await put(uk.token, {
      changedFields: { address: { postcode: '75001', country: 'France', country_id: 250, town: 'Paris' } },
    });
    expect(abroad.statusCode).toBe(200);

    // A client abroad whose stored country is not the UK.
    const french = await newClient({ country: 'France', countryId: 250, postcode: '75001' });
    expect((await put(french.token, { changedFields: { address: { postcode: '69001' } } })).statusCode).toBe(
      200,
    );
    // Moving to the UK while keeping the French postcode is refused; with a UK one it is fine.
    const back = await put(french.token, { changedFields: { address: { country_id: 826 } } });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors['changedFields.address.postcode']).toBeDefined();
    const named = await put(french.token, { changedFields: { address: { country: 'United Kingdom' } } });
    expect(named.statusCode).toBe(422);
    expect(
      (await put(french.token, { changedFields: { address: { country_id: 826, postcode: 'sw1a1aa' } } }))
        .statusCode,
    ).toBe(200);
    expect((await pendingOf(french.id))[0]!.changedFields).toEqual({
      address: { postcode: 'SW1A 1AA', country_id: 826 },
    });
  });

  describe('answers 422 with field errors, and stores nothing', () => {
    const cases: Array<[string, unknown, string]> = [
      ['empty changedFields', { changedFields: {} }, 'changedFields'],
      ['only empty groups', { changedFields: { address: {}, telephone: {} } }, 'changedFields'],
      ['no changedFields', {}, 'changedFields'],
      ['changedFields not an object', { changedFields: 'x' }, 'changedFields'],
      ['the email', { changedFields: { email: 'new@sextant.test' } }, 'changedFields'],
      [
        'an unknown address field',
        { changedFields: { address: { planet: 'Mars' } } },
        'changedFields.address',
      ],
      ['a blank first name', { changedFields: { first_name: '  ' } }, 'changedFields.first_name'],
      ['a null surname', { changedFields: { surname: null } }, 'changedFields.surname'],
      [
        'a 61-character first name',
        { changedFields: { first_name: 'a'.repeat(61) } },
        'changedFields.first_name',
      ],
      ['digits in a name', { changedFields: { surname: 'R2D2' } }, 'changedFields.surname'],
      ['markup in a name', { changedFields: { first_name: '<b>Al</b>' } }, 'changedFields.first_name'],
      [
        'a short phone number',
        { changedFields: { telephone: { mobile_number: '12345' } } },
        'changedFields.telephone.mobile_number',
      ],
      [
        'letters in a phone number',
        { changedFields: { telephone: { home_number: '01392 49600O' } } },
        'changedFields.telephone.home_number',
      ],
      [
        'a 21-character phone number',
        { changedFields: { telephone: { work_number: '0'.repeat(21) } } },
        'changedFields.telephone.work_number',
      ],
      [
        'a phone number of symbols',
        { changedFields: { telephone: { work_number: '+() -- ()+' } } },
        'changedFields.telephone.work_number',
      ],
      [
        'a blank first address line',
        { changedFields: { address: { line_1: '' } } },
        'changedFields.address.line_1',
      ],
      [
        'a 101-character address line',
        { changedFields: { address: { line_2: 'a'.repeat(101) } } },
        'changedFields.address.line_2',
      ],
      [
        'a line break in a town',
        { changedFields: { address: { town: 'Ex\neter' } } },
        'changedFields.address.town',
      ],
      [
        'a NUL in a county',
        { changedFields: { address: { county: 'Dev\u0000on' } } },
        'changedFields.address.county',
      ],
      [
        'a country id that is not a number',
        { changedFields: { address: { country_id: '826' } } },
        'changedFields.address.country_id',
      ],
      [
        'a postcode with symbols',
        { changedFields: { address: { postcode: 'EX3;0HF' } } },
        'changedFields.address.postcode',
      ],
    ];

    it.each(cases)('for %s', async (_, payload, field) => {
      const client = await newClient();
      const res = await put(client.token, payload);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ name: 'Unprocessable Entity', status: 422 });
      expect(body.errors[field]).toEqual([expect.any(String)]);
      expect(await pendingOf(client.id)).toEqual([]);
      const profile = await ctx.app.inject({
        url: '/v1/client',
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(profile.json().pending_amendment).toBe(false);
    });

    it('keeps an earlier pending change when a later one is refused', async () => {
      const client = await newClient();
      await put(client.token, { changedFields: { first_name: 'Kept' } });
      expect((await put(client.token, { changedFields: { surname: '' } })).statusCode).toBe(422);
      expect((await pendingOf(client.id))[0]!.changedFields).toEqual({ first_name: 'Kept' });
    });
  });

  it('answers 401 without a client session', async () => {
    const payload = { changedFields: { first_name: 'X' } };
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/client', payload })).statusCode).toBe(401);
    for (const email of ['new@sextant.test', 'adviser@sextant.test']) {
      const { token, user } = await tokenFor(ctx.app, email);
      expect((await put(token, payload)).statusCode).toBe(401);
      expect(await pendingOf(user.id)).toEqual([]);
    }
  });
});
