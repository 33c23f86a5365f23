/**
 * `npm run bench:documents`: what keeping client PDFs in the database costs: the time to store and read back
 * a 1 MB and a 20 MB file (the largest allowed), and the database's growth per megabyte stored, on PGlite and
 * PostgreSQL. For docs/decisions/0010-documents-in-the-database.md. Not part of `npm test`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { firms, users } from '../src/db/schema/index';
import { insertDocument } from '../src/modules/documents/admin-repository';
import { findClientDocumentFile } from '../src/modules/documents/repository';
import { rowsOf, withBenchDatabase } from './harness';

const MB = 1024 * 1024;
/** PDFs are mostly compressed streams: random bytes behind a PDF header stand for them honestly. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);
const ms = (since: number) => Math.round(performance.now() - since);

const rows: Record<string, string | number>[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  await withBenchDatabase(kind, async ({ handle }) => {
    await handle.migrate();
    const { db } = handle;
    const [firm] = await db
      .insert(firms)
      .values({
        name: 'Bench',
        fcaNumber: '123456',
        fcaRegisteredDate: '2020-01-01',
        supportEmail: 'b@b.test',
      })
      .returning();
    const [client] = await db
      .insert(users)
      .values({ firmId: firm!.id, email: 'bench@b.test', firstName: 'B', surname: 'C' })
      .returning();
    const size = async () =>
      Number(
        rowsOf<{ n: string }>(await db.execute(sql`select pg_database_size(current_database()) as n`))[0]!.n,
      );
    for (const megabytes of [1, 20]) {
      const data = pdfOf(megabytes * MB);
      const before = await size();
      const id = randomUUID();
      let started = performance.now();
      const sha256 = createHash('sha256').update(data).digest('hex');
      await insertDocument(db, {
        id,
        firmId: firm!.id,
        clientId: client!.id,
        seriesId: id,
        category: 'other',
        title: 'Bench',
        filename: 'bench.pdf',
        size: data.length,
        sha256,
        data,
      });
      const store = ms(started);
      started = performance.now();
      const file = await findClientDocumentFile(db, client!.id, id);
      const read = ms(started);
      if (file?.data.length !== data.length) throw new Error('read back a different file');
      rows.push({
        database: kind,
        file: `${megabytes} MB`,
        'hash + store ms': store,
        'read ms': read,
        'growth MB per MB': Number(((await size()) - before) / MB / megabytes).toFixed(2),
      });
    }
  });
}
console.table(rows);
