import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '@/shared/actor';
import { callAs, newAdviserToken } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, policyStatus, userByEmail } from '@/test/sign-in';
import { createTermsAdminService } from './admin-service';

describe.each(testDatabaseKinds)('back-office terms on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    adviser = await newAdviserToken(ctx);
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    callAs(ctx, method, url, token, payload);

  it('lists versions with acceptance counts among active clients', async () => {
    const res = await call('GET', '/v1/admin/terms', adviser);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.active_clients).toBe(3);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ version: 1, accepted_count: 2 });
    expect(list.items[0].excerpt.length).toBeLessThanOrEqual(200);
    expect(list.latest_text).toContain('version 1');
  });

  it('publishes a version that every client must accept before using the app again', async () => {
    const client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    expect(await policyStatus(ctx, client)).toBe(200);

    expect((await call('POST', '/v1/admin/terms', adviser, { text: 'New terms' })).statusCode).toBe(401);
    expect((await call('POST', '/v1/admin/terms', client, { text: 'New terms' })).statusCode).toBe(401);
    expect((await call('POST', '/v1/admin/terms', admin, { text: '   ' })).statusCode).toBe(422);
    expect((await call('POST', '/v1/admin/terms', admin, { text: 'x'.repeat(200_001) })).statusCode).toBe(
      422,
    );
    expect((await call('POST', '/v1/admin/terms', admin, { text: 'bad\u0007bell' })).statusCode).toBe(422);

    const res = await call('POST', '/v1/admin/terms', admin, {
      text: '  Terms version 2\n\n1. New rules.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      version: 2,
      accepted_count: 0,
      excerpt: 'Terms version 2\n\n1. New rules.',
    });
    const audit = (await auditRows(ctx, 'admin.terms.publish')).at(-1)!;
    expect(audit.details).toMatchObject({ version: 2 });
    expect(audit.actorId).toBe((await userByEmail(ctx, 'adviser@sextant.test')).id);

    // The open session is refused until the client accepts; sign-in shows the terms.
    expect(await policyStatus(ctx, client)).toBe(401);
    const terms = await call('GET', '/v1/user/terms', client);
    expect(terms.json()).toMatchObject({ version: 2, terms_accepted: false });
    expect((await call('PUT', '/v1/user/terms/agree', client)).statusCode).toBe(200);
    expect(await policyStatus(ctx, client)).toBe(200);

    const list = (await call('GET', '/v1/admin/terms', admin)).json();
    expect(list.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.items[0].accepted_count).toBe(1);
    expect(list.latest_text).toBe('Terms version 2\n\n1. New rules.');
  });

  it('numbers versions per firm and leaves other firms alone', async () => {
    const other = await addFirm(ctx);
    const otherClient = (await tokenFor(ctx.app, other.client.email)).token;
    const demoFirm = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    const terms = createTermsAdminService(ctx.db);
    const [a, b] = await Promise.all([
      terms.publish(cliActor(demoFirm, ctx.clock()), 'Terms three'),
      terms.publish(cliActor(demoFirm, ctx.clock()), 'Terms four'),
    ]);
    expect([a.version, b.version].sort()).toEqual([3, 4]);
    expect(await policyStatus(ctx, otherClient)).toBe(200);
    const theirs = (
      await call('GET', '/v1/admin/terms', (await tokenFor(ctx.app, other.admin.email)).token)
    ).json();
    expect(theirs.items.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(theirs.active_clients).toBe(1);
  });
});
