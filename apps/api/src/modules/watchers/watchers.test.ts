import type { ClientWatchers } from '@sextant/contracts/admin-watchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('staff watching a client on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let colleague: { token: string; name: string; id: string };
  let client: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const staff = await addStaff(ctx, 'adviser');
    colleague = {
      token: (await tokenFor(ctx.app, staff.email)).token,
      name: `${staff.firstName} ${staff.surname}`,
      id: staff.id,
    };
    client = (await userByEmail(ctx, 'demo@sextant.test')).id;
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload && { payload }),
    });
  const url = () => `/v1/admin/clients/${client}/watchers`;

  it('lets each staff member watch a client and stop, audited, and lists who watches', async () => {
    expect((await call(admin, 'GET', url())).json()).toEqual({ watching: false, watchers: [] });
    const watched = await call(colleague.token, 'PUT', `${url()}/me`, { watching: true });
    expect(watched.statusCode).toBe(200);
    expect(watched.json()).toEqual({
      watching: true,
      watchers: [{ uuid: colleague.id, name: colleague.name }],
    });
    // Twice is once.
    await call(colleague.token, 'PUT', `${url()}/me`, { watching: true });
    const seen = (await call(admin, 'GET', url())).json() as ClientWatchers;
    expect(seen).toEqual({ watching: false, watchers: [{ uuid: colleague.id, name: colleague.name }] });
    const stopped = await call(colleague.token, 'PUT', `${url()}/me`, { watching: false });
    expect(stopped.json()).toEqual({ watching: false, watchers: [] });
    expect(await auditRows(ctx, 'admin.client.watch', client)).toHaveLength(3);
  });

  it('answers 404 for another firm’s client or staff, and says what a bad body lacks', async () => {
    const other = await addFirm(ctx);
    const theirs = (await tokenFor(ctx.app, other.admin.email)).token;
    expect((await call(theirs, 'GET', url())).statusCode).toBe(404);
    expect((await call(theirs, 'PUT', `${url()}/me`, { watching: true })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/v1/admin/clients/${other.client.id}/watchers`)).statusCode).toBe(404);
    const bad = await call(admin, 'PUT', `${url()}/me`, { watching: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ watching: ['Say whether to watch the client: true or false.'] });
  });
});
