import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataFolder } from '@/db/data-lock';
import { firms, termsVersions } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { auditRows, userByEmail } from '@/test/sign-in';
import type { CliCommand } from './command';
import { command as createFirm } from './commands/create-firm';
import { command as importTransactions } from './commands/import-transactions';
import { command as importValuations } from './commands/import-valuations';
import { command as publishTerms } from './commands/publish-terms';
import { COMMANDS, helpText, runCli } from './index';

const folder = () => mkdtempSync(path.join(tmpdir(), 'sextant-cli-'));
const file = (name: string, text: string) => {
  const full = path.join(folder(), name);
  writeFileSync(full, text);
  return full;
};

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('the admin command runner', () => {
  it('lists the six commands with usage and summary, and exits 0', async () => {
    expect(COMMANDS.map((c) => c.name)).toEqual([
      'create-firm',
      'create-staff',
      'invite-client',
      'import-valuations',
      'import-transactions',
      'publish-terms',
    ]);
    for (const argv of [[], ['--help']]) {
      const { out, io } = capture();
      expect(await runCli(argv, io)).toBe(0);
      const text = out.join('\n');
      for (const command of COMMANDS) expect(text).toContain(command.name);
      expect(text).toContain('import-valuations FILE.csv [--dry-run] [--accept-warnings] [--firm ID]');
      expect(text).toContain('import-transactions FILE.csv [--dry-run] [--accept-warnings] [--firm ID]');
    }
  });

  it('answers 2 and the help for an unknown command', async () => {
    const { err, io } = capture();
    expect(await runCli(['nope'], io)).toBe(2);
    expect(err.join('\n')).toContain('Unknown command: nope');
    expect(err.join('\n')).toContain(helpText().split('\n')[0]);
  });

  it('refuses to open the embedded database the server holds, and runs once it is free', async () => {
    const dataDir = folder();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const held = lockDataFolder(dataDir, 'server');
    const refused = capture();
    const probe: CliCommand = { name: 'probe', usage: '', summary: '', run: async () => 0 };
    expect(await runCli(['probe'], { ...refused.io, env, commands: [probe] })).toBe(1);
    expect(refused.err.join('\n')).toMatch(
      /in use by the running server \(pid \d+\)\. Stop the server first/,
    );
    held.release();

    const ran = capture();
    const code = await runCli(
      [
        'create-firm',
        '--name',
        'CLI Firm',
        '--fca-number',
        '123456',
        '--fca-registered-date',
        '2020-02-02',
        '--support-email',
        'help@cli.test',
      ],
      { ...ran.io, env },
    );
    expect(code, ran.err.join('\n')).toBe(0);
    expect(ran.out[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The lock was let go: it can be taken again.
    lockDataFolder(dataDir, 'server').release();
  }, 60_000);
});

describe.each(testDatabaseKinds)('the admin commands on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const today = new Date('2026-11-21T09:00:00Z');
        const { firm, demo, vip } = await createDemoPeople(db, today);
        await createDemoPortfolios(db, firm, [demo, vip], { today, valuationDays: 1 });
      },
    });
  });
  afterAll(() => ctx?.close());
  const run = async (command: CliCommand, args: string[]) => {
    const { out, err, io } = capture();
    const code = await command.run(args, { app: ctx.app, ...io });
    return { code, out, err };
  };

  it('imports valuations: the preview and report, progress on stderr, exit 1 and nothing changed on a bad row', async () => {
    const good = file(
      'ok.csv',
      'policy_reference,date,value,currency\nHV-0201-ISA,2026-11-21,10,GBP\nHV-0202-SIPP,2026-11-21,10001,GBP\n',
    );
    const first = await run(importValuations, [good, '--accept-warnings']);
    expect(first.code, first.err.join('\n')).toBe(0);
    // 10,001.00 to 10.00 in a day, nothing explaining it: suspicious, accepted.
    expect(first.out[0]).toBe('Rows: 2  new: 0  changed: 1  unchanged: 1  suspicious: 1');
    expect(first.out).toContain('  HV-0201-ISA  new: 0  changed: 1  unchanged: 0  suspicious: 1');
    expect(first.out.join('\n')).toMatch(/row 2, HV-0201-ISA, 2026-11-21 \(large_move\)/);
    expect(first.out.at(-1)).toBe('Rows: 2  inserted: 0  updated: 1  unchanged: 1');
    expect(first.err).toContain('Checked 2 of 2 rows');
    const again = await run(importValuations, [good]);
    expect(again.out[0]).toBe('Rows: 2  new: 0  changed: 0  unchanged: 2  suspicious: 0');
    expect(again.out.at(-1)).toBe('Rows: 2  inserted: 0  updated: 0  unchanged: 2');

    const bad = file(
      'bad.csv',
      'policy_reference,date,value,currency\nHV-0201-ISA,2019-01-02,10,GBP\nHV-0202-SIPP,2019-13-01,20,GBP\n',
    );
    const refused = await run(importValuations, [bad]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Nothing was imported: 1 error.');
    expect(refused.out.join('\n')).toMatch(/row 3, date: /);

    expect((await run(importValuations, [])).code).toBe(1);
    expect((await run(importValuations, ['/no/such/file.csv'])).err[0]).toMatch(/Cannot read/);
    expect((await run(importValuations, [good, '--bogus'])).code).toBe(1);
  });

  it('imports transactions: --dry-run prints the preview only; suspicious rows need --accept-warnings', async () => {
    const flows = (rows: string[]) =>
      file('t.csv', ['policy_reference,date,type,amount,currency,description,reference', ...rows].join('\n'));
    const clean = flows(['HV-0203-BOND,2026-11-20,contribution,250,GBP,Top-up,T-1']);
    const dry = await run(importTransactions, [clean, '--dry-run']);
    expect(dry.code, dry.err.join('\n')).toBe(0);
    expect(dry.out).toEqual([
      'Rows: 1  new: 1  changed: 0  unchanged: 0  suspicious: 0',
      '  HV-0203-BOND  new: 1  changed: 0  unchanged: 0  suspicious: 0',
      'Dry run: nothing was imported.',
    ]);
    // Staff saw what the file would change: audited, as a preview made in the back office is.
    expect((await auditRows(ctx, 'admin.transactions.import_preview')).at(-1)).toMatchObject({
      actorId: null,
      details: { file: 't.csv', preview: null, rows: 1, new: 1, flagged: 0, via: 'cli' },
    });
    const written = await run(importTransactions, [clean]);
    expect(written.code).toBe(0);
    expect(written.out.at(-1)).toBe('Rows: 1  inserted: 1  updated: 0  unchanged: 0');
    const audit = (await auditRows(ctx, 'admin.transactions.import')).at(-1)!;
    expect(audit).toMatchObject({ actorId: null, details: { file: 't.csv', inserted: 1, via: 'cli' } });

    const stale = flows(['HV-0203-BOND,2026-01-05,charge,20,GBP,Old fee,']);
    const warned = await run(importTransactions, [stale]);
    expect(warned.code).toBe(1);
    expect(warned.out).toContain('Suspicious rows:');
    expect(warned.out.join('\n')).toMatch(/row 2, HV-0203-BOND, 2026-01-05 \(before_latest\)/);
    expect(warned.out.at(-1)).toMatch(/Nothing was imported: 1 suspicious row\. .*--accept-warnings/);
    expect((await run(importTransactions, [stale, '--dry-run'])).code).toBe(0);
    const accepted = await run(importTransactions, [stale, '--accept-warnings']);
    expect(accepted.code).toBe(0);
    expect(accepted.out.at(-1)).toBe('Rows: 1  inserted: 1  updated: 0  unchanged: 0');
    expect((await run(importTransactions, [stale])).out.at(-1)).toBe(
      'Rows: 1  inserted: 0  updated: 0  unchanged: 1',
    );
  });

  it('publishes terms for the only firm, or the one named when there are several', async () => {
    const terms = file('terms.txt', '\uFEFFTerms for the CLI\n');
    const done = await run(publishTerms, [terms]);
    expect(done.code, done.err.join('\n')).toBe(0);
    expect(done.out[0]).toMatch(/Published terms version 2 for /);
    const firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    const [latest] = await ctx.db
      .select()
      .from(termsVersions)
      .where(eq(termsVersions.firmId, firmId))
      .orderBy(termsVersions.version)
      .offset(1);
    expect(latest).toMatchObject({ version: 2, text: 'Terms for the CLI' });
    expect((await auditRows(ctx, 'admin.terms.publish')).at(-1)?.actorId).toBeNull();
    expect((await run(publishTerms, [file('empty.txt', '  \n')])).code).toBe(1);

    const other = await addFirm(ctx, 'Second CLI Firm');
    const ambiguous = await run(publishTerms, [terms]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.err.join('\n')).toMatch(/choose one with --firm ID/);
    expect((await run(publishTerms, [terms, '--firm', other.firm.id])).out[0]).toMatch(
      /version 2 for Second CLI Firm/,
    );
    expect((await run(publishTerms, [terms, '--firm', 'nope'])).code).toBe(1);
    expect(
      (await run(importValuations, [terms, '--firm', '00000000-0000-4000-8000-000000000000'])).err[0],
    ).toMatch(/No firm has the id/);
  });

  it('creates a firm and says how to publish its terms', async () => {
    const made = await run(createFirm, [
      '--name',
      'Harbour Two',
      '--fca-number',
      '7654321',
      '--fca-registered-date',
      '2021-05-05',
      '--support-email',
      'Help@Two.test',
    ]);
    expect(made.code, made.err.join('\n')).toBe(0);
    const [firm] = await ctx.db.select().from(firms).where(eq(firms.id, made.out[0]!));
    expect(firm).toMatchObject({ name: 'Harbour Two', fcaNumber: '7654321', supportEmail: 'help@two.test' });
    expect(made.err.join('\n')).toContain('publish-terms');
    const bad = await run(createFirm, [
      '--name',
      'X',
      '--fca-number',
      'abc',
      '--fca-registered-date',
      '2021-02-30',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toMatch(/--fca-number/);
    expect(bad.err.join('\n')).toMatch(/--support-email/);
  });
});
