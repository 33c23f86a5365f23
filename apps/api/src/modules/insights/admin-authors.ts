import type { AdminInsightAuthor } from '@sextant/contracts/admin-insights';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { audit, uniquely } from './admin-audit';
import * as repo from './admin-repository';

const toAuthor = (row: {
  id: number;
  name: string;
  role: string;
  articleCount: number;
}): AdminInsightAuthor => ({
  id: row.id,
  name: row.name,
  role: row.role,
  article_count: Number(row.articleCount),
});

/** The firm's insight authors, each name once; one still named by an insight stays. */
export function authorFlows(db: Database) {
  return {
    async listAuthors(firmId: string) {
      return { items: (await repo.listAuthors(db, firmId)).map(toAuthor) };
    },

    async createAuthor(actor: Actor, author: { name: string; role: string }) {
      const taken = await repo.authorNameTaken(db, actor.firmId, author.name);
      const row = await uniquely('name', taken, () => repo.insertAuthor(db, actor.firmId, author));
      await audit(db, actor, 'admin.insight_author.create', String(row.id), author);
      return toAuthor({ ...row, articleCount: 0 });
    },

    async updateAuthor(
      actor: Actor,
      id: number,
      changes: { name?: string | undefined; role?: string | undefined },
    ) {
      const before = await repo.findAuthor(db, actor.firmId, id);
      if (!before) throw notFound('Author');
      const taken =
        changes.name !== undefined && (await repo.authorNameTaken(db, actor.firmId, changes.name, id));
      const row = await uniquely('name', taken, () => repo.updateAuthor(db, actor.firmId, id, changes));
      if (!row) throw notFound('Author');
      await audit(db, actor, 'admin.insight_author.update', String(id), {
        from: { name: before.name, role: before.role },
        to: { name: row.name, role: row.role },
      });
      return toAuthor(row);
    },

    async deleteAuthor(actor: Actor, id: number) {
      const result = await repo.deleteAuthor(db, actor.firmId, id);
      if (!result) throw notFound('Author');
      if (result === 'in-use') {
        throw unprocessable(
          { author: ['Insights still name this author: give them another author first.'] },
          'The author is still in use.',
        );
      }
      await audit(db, actor, 'admin.insight_author.delete', String(id), { name: result.name });
      return { message: 'The author was deleted.' };
    },
  };
}
