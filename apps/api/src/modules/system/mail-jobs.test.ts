import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema/index';
import type { Mail } from '@/plugins/mail';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';

describe.each(testDatabaseKinds)('mail as jobs, on %s', (kind) => {
  let ctx: TestContext;
  const sent: Mail[] = [];
  let failing = true;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      mailer: {
        async send(mail) {
          if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
          sent.push(mail);
        },
      },
    });
  });
  afterAll(() => ctx?.close());

  const mailJobs = () => ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'));

  it('keeps a mail the server could not send, retries it after its back-off, and then keeps only its subject', async () => {
    await ctx.app.mailer.send({
      to: 'a@example.com',
      subject: 'Reset your password',
      text: 'https://x/reset/secret',
    });
    await ctx.app.mailer.settled();
    expect(sent).toHaveLength(0);
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.payload).toMatchObject({ text: 'https://x/reset/secret' });
    expect(waiting!.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // The mail server is back and the back-off has passed.
    failing = false;
    await ctx.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, waiting!.id));
    await ctx.app.mailer.settled();
    expect(sent).toEqual([
      { to: 'a@example.com', subject: 'Reset your password', text: 'https://x/reset/secret' },
    ]);
    const [done] = await mailJobs();
    expect(done).toMatchObject({ status: 'done', attempts: 2, payload: { subject: 'Reset your password' } });
    expect(JSON.stringify(done!.payload)).not.toContain('secret');
  });
});
