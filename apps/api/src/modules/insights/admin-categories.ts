import type { AdminInsightCategory } from '@sextant/contracts/admin-insights';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound } from '@/shared/errors';
import { audit, uniquely } from './admin-audit';
import * as repo from './admin-repository';

const toCategory = (row: { id: number; name: string; articleCount: number }): AdminInsightCategory => ({
  id: row.id,
  name: row.name,
  article_count: Number(row.articleCount),
});

/** The firm's insight categories, each name once. */
export function categoryFlows(db: Database) {
  return {
    async listCategories(firmId: string) {
      return { items: (await repo.listCategories(db, firmId)).map(toCategory) };
    },

    async createCategory(actor: Actor, name: string) {
      const taken = await repo.categoryNameTaken(db, actor.firmId, name);
      const row = await uniquely('name', taken, () => repo.insertCategory(db, actor.firmId, name));
      await audit(db, actor, 'admin.insight_category.create', String(row.id), { name });
      return toCategory({ ...row, articleCount: 0 });
    },

    async renameCategory(actor: Actor, id: number, name: string) {
      const before = await repo.findCategory(db, actor.firmId, id);
      if (!before) throw notFound('Category');
      const taken = await repo.categoryNameTaken(db, actor.firmId, name, id);
      const row = await uniquely('name', taken, () => repo.renameCategory(db, actor.firmId, id, name));
      if (!row) throw notFound('Category');
      await audit(db, actor, 'admin.insight_category.update', String(id), { from: before.name, name });
      return toCategory({ ...row, articleCount: before.articleCount });
    },

    async deleteCategory(actor: Actor, id: number) {
      const row = await repo.deleteCategory(db, actor.firmId, id);
      if (!row) throw notFound('Category');
      await audit(db, actor, 'admin.insight_category.delete', String(id), { name: row.name });
      return { message: 'The category was deleted.' };
    },
  };
}
