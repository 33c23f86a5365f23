import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAmendments, users } from '@/db/schema/index';
import { callAs, newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, auditRows, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('the back office: amendments on %s', (kind) => {
  let ctx: TestContext;
  let adviser: string;
  let otherAdmin: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    adviser = await newAdviserToken(ctx);
    ({ otherAdmin } = await otherFirmWithAdmin(ctx));
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    callAs(ctx, method, url, token, payload);

  /** A client with a UK address who asks for a change through PUT /v1/client. */
  async function clientAsking(changedFields: Record<string, unknown>) {
    const client = await addClient(ctx);
    await ctx.db
      .update(users)
      .set({ addressLine1: '1 High Street', town: 'Exeter', postcode: 'EX1 1AA', countryId: 826 })
      .where(eq(users.id, client.id));
    const { token } = await tokenFor(ctx.app, client.email);
    const res = await call('PUT', '/v1/client', token, { changedFields });
    expect(res.statusCode).toBe(200);
    const [amendment] = await ctx.db
      .select()
      .from(clientAmendments)
      .where(eq(clientAmendments.clientId, client.id));
    return { client, token, amendmentId: amendment!.id };
  }

  const notifications = async (token: string) =>
    (await call('GET', '/v1/notification', token)).json().notifications as { title: string; body: string }[];

  it('lists pending changes with current and requested values side by side', async () => {
    const { client, amendmentId } = await clientAsking({
      surname: 'Smith',
      address: { town: 'Bristol', postcode: 'bs1 4dj' },
      telephone: { home_number: null },
    });
    const res = await call('GET', '/v1/admin/amendments?per_page=100', adviser);
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((a: { uuid: string }) => a.uuid === amendmentId);
    expect(item).toMatchObject({
      status: 'pending',
      decided_at: null,
      client: { uuid: client.id, email: client.email, surname: 'Client' },
    });
    expect(item.changes).toEqual(
      expect.arrayContaining([
        { field: 'surname', label: 'Surname', current: 'Client', requested: 'Smith' },
        { field: 'address.town', label: 'Town', current: 'Exeter', requested: 'Bristol' },
        { field: 'address.postcode', label: 'Postcode', current: 'EX1 1AA', requested: 'BS1 4DJ' },
        { field: 'telephone.home_number', label: 'Home phone', current: null, requested: null },
      ]),
    );
    const search = (
      await call('GET', `/v1/admin/amendments?q=${encodeURIComponent(client.email)}`, adviser)
    ).json();
    expect(search.items.map((a: { uuid: string }) => a.uuid)).toEqual([amendmentId]);
    expect((await call('GET', '/v1/admin/amendments', otherAdmin)).json().items).toEqual([]);
    expect((await call('GET', '/v1/admin/amendments?status=approved', adviser)).statusCode).toBe(200);
    expect((await call('GET', '/v1/admin/amendments?status=maybe', adviser)).statusCode).toBe(422);
    expect((await call('GET', `/v1/admin/amendments/${amendmentId}`, otherAdmin)).statusCode).toBe(404);
  });

  it('approves: applies the fields in one go, tells the client, and cannot decide twice', async () => {
    const { client, token, amendmentId } = await clientAsking({
      first_name: 'Jane',
      address: { town: 'Bath', postcode: 'ba1 1aa' },
      telephone: { mobile_number: '07700 900999' },
    });
    expect((await call('GET', '/v1/client', token)).json().pending_amendment).toBe(true);
    expect((await call('POST', `/v1/admin/amendments/${amendmentId}/approve`, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/v1/admin/amendments/${amendmentId}/approve`, token)).statusCode).toBe(401);

    const res = await call('POST', `/v1/admin/amendments/${amendmentId}/approve`, adviser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      decided_at: expect.any(String),
      decided_by: 'Staff adviser',
    });

    const profile = (await call('GET', '/v1/client', token)).json();
    expect(profile).toMatchObject({
      first_name: 'Jane',
      surname: 'Client',
      pending_amendment: false,
      address: { town: 'Bath', postcode: 'BA1 1AA', line_1: '1 High Street' },
      telephone: { mobile_number: '07700 900999' },
    });
    expect((await notifications(token))[0]).toMatchObject({ title: 'Your details were updated' });
    const [row] = await ctx.db.select().from(clientAmendments).where(eq(clientAmendments.id, amendmentId));
    expect(row).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    expect((await auditRows(ctx, 'admin.amendment.approve', client.email))[0]!.details).toMatchObject({
      fields: expect.arrayContaining(['first_name', 'address.town']),
    });

    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/v1/admin/amendments/${amendmentId}/${action}`, adviser);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors?.amendment?.[0], again.body).toContain('already approved');
    }
    const listed = (await call('GET', '/v1/admin/amendments?status=approved&per_page=100', adviser)).json();
    expect(listed.items.map((a: { uuid: string }) => a.uuid)).toContain(amendmentId);
  });

  it('rejects with a reason: the profile stays, the client is told why', async () => {
    const { client, token, amendmentId } = await clientAsking({ surname: 'Jones' });
    const long = await call('POST', `/v1/admin/amendments/${amendmentId}/reject`, adviser, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    const res = await call('POST', `/v1/admin/amendments/${amendmentId}/reject`, adviser, {
      reason: 'We need proof of the change of name.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('rejected');
    const profile = (await call('GET', '/v1/client', token)).json();
    expect(profile).toMatchObject({ surname: 'Client', pending_amendment: false });
    const [note] = await notifications(token);
    expect(note!.title).toBe('Your change request was not approved');
    expect(note!.body).toContain('We need proof of the change of name.');
    expect(await auditRows(ctx, 'admin.amendment.reject', client.email)).toHaveLength(1);

    // Without a body at all, too.
    const second = await clientAsking({ surname: 'Brown' });
    expect(
      (await call('POST', `/v1/admin/amendments/${second.amendmentId}/reject`, adviser)).statusCode,
    ).toBe(200);
    expect((await userByEmail(ctx, second.client.email)).surname).toBe('Client');
  });

  it('refuses unknown and malformed ids', async () => {
    expect(
      (await call('POST', '/v1/admin/amendments/00000000-0000-4000-8000-000000000000/approve', adviser))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/v1/admin/amendments/nope/approve', adviser)).statusCode).toBe(422);
  });
});
