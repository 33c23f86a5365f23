import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliCommand } from '@/cli/command';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { addClient, auditRows, lastLinkCode, newEmail, userByEmail } from '@/test/sign-in';
import { command as createStaff } from './create-staff';
import { command as inviteClient } from './invite-client';

describe.each(testDatabaseKinds)('the create-staff and invite-client commands on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  async function run(command: CliCommand, args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command.run(args, {
      app: ctx.app,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('create-staff makes a staff member of the only firm and prints the set-up link', async () => {
    const email = newEmail('cli-staff');
    const res = await run(createStaff, [
      '--email',
      email,
      '--given-name',
      'Dorothy',
      '--family-name',
      'Vaughan',
      '--role',
      'admin',
    ]);
    expect(res).toMatchObject({ code: 0, err: [] });
    const code = await lastLinkCode(ctx, email, 'invite');
    expect(res.out.join('\n')).toContain(`https://portal.test/invite/${code}`);
    const user = await userByEmail(ctx, email);
    expect(user).toMatchObject({ role: 'admin', firstName: 'Dorothy', passwordHash: null });
    expect(user.firmId).toBe((await userByEmail(ctx, 'adviser@sextant.test')).firmId);
    expect((await auditRows(ctx, 'admin.staff.create', email))[0]).toMatchObject({ actorId: null });
    expect((await ctx.app.inject({ url: `/v1/invite/${code}` })).statusCode).toBe(200);
  });

  it('create-staff refuses bad input with one stderr line and changes nothing', async () => {
    const email = newEmail('cli-bad');
    const cases = [
      ['--email', email, '--given-name', 'A', '--family-name', 'B', '--role', 'client'],
      ['--email', 'not-an-email', '--given-name', 'A', '--family-name', 'B', '--role', 'adviser'],
      ['--email', email, '--family-name', 'B', '--role', 'adviser'],
      ['--email', email, '--given-name', 'A', '--family-name', 'B', '--role', 'adviser', '--colour', 'red'],
      ['--email', 'demo@sextant.test', '--given-name', 'A', '--family-name', 'B', '--role', 'adviser'],
      ['--email', email, '--given-name', 'A', '--family-name', 'B', '--role', 'adviser', '--firm', 'nope'],
    ];
    for (const args of cases) {
      const res = await run(createStaff, args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.out).toEqual([]);
      expect(res.err).toHaveLength(1);
      expect(res.err[0]).toMatch(/^create-staff: /);
    }
    await expect(userByEmail(ctx, email)).rejects.toThrow();
    expect(
      (
        await run(createStaff, [
          '--email',
          'demo@sextant.test',
          '--given-name',
          'A',
          '--family-name',
          'B',
          '--role',
          'adviser',
        ])
      ).err[0],
    ).toContain('already in use');
  });

  it('invite-client creates the client, or re-invites one not signed up yet, and prints the link', async () => {
    const email = newEmail('cli-client');
    const args = ['--email', email, '--given-name', 'Katherine', '--family-name', 'Johnson'];
    const first = await run(inviteClient, args);
    expect(first).toMatchObject({ code: 0, err: [] });
    const firstCode = await lastLinkCode(ctx, email, 'invite');
    expect(first.out.join('\n')).toContain(`/invite/${firstCode}`);
    expect(await userByEmail(ctx, email)).toMatchObject({
      role: 'client',
      surname: 'Johnson',
      passwordHash: null,
    });

    const again = await run(inviteClient, args);
    expect(again.code).toBe(0);
    const secondCode = await lastLinkCode(ctx, email, 'invite');
    expect(secondCode).not.toBe(firstCode);
    expect((await ctx.app.inject({ url: `/v1/invite/${firstCode}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/v1/invite/${secondCode}` })).statusCode).toBe(200);
  });

  it('invite-client refuses signed-up clients, staff, other firms’ people and bad input', async () => {
    const signedUp = await addClient(ctx);
    for (const email of [signedUp.email, 'adviser@sextant.test']) {
      const res = await run(inviteClient, ['--email', email, '--given-name', 'A', '--family-name', 'B']);
      expect(res.code).toBe(1);
      expect(res.err).toHaveLength(1);
    }
    const res = await run(inviteClient, ['--email', newEmail(), '--given-name', '', '--family-name', 'B']);
    expect(res.code).toBe(1);
    expect(res.err[0]).toContain('--given-name');
  });

  it('needs --firm once there are several firms', async () => {
    const other = await addFirm(ctx);
    const email = newEmail('cli-many');
    const refused = await run(inviteClient, ['--email', email, '--given-name', 'A', '--family-name', 'B']);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toContain('--firm');
    const done = await run(inviteClient, [
      '--email',
      email,
      '--given-name',
      'A',
      '--family-name',
      'B',
      '--firm',
      other.firm.id,
    ]);
    expect(done.code).toBe(0);
    expect((await userByEmail(ctx, email)).firmId).toBe(other.firm.id);
    // Another firm's client with that email is not taken over.
    const theirs = await run(inviteClient, [
      '--email',
      other.client.email,
      '--given-name',
      'A',
      '--family-name',
      'B',
      '--firm',
      (await userByEmail(ctx, 'demo@sextant.test')).firmId,
    ]);
    expect(theirs.code).toBe(1);
    expect(theirs.err[0]).toContain('already in use');
  });
});
