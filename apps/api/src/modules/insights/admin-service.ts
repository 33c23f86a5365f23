import type { AdminInsight } from '@sextant/contracts/admin-insights';
import type { Database } from '@/db/client';
import { articleFlows, readInsight } from './admin-articles';
import { authorFlows } from './admin-authors';
import { categoryFlows } from './admin-categories';
import { publishingFlows } from './admin-publishing';

/** The firm's insights, categories and authors in the back office, one flow a file; every change audited. */
export function createInsightAdminService(db: Database) {
  const categories = categoryFlows(db);
  const authors = authorFlows(db);
  const articles = articleFlows(db);
  const publishing = publishingFlows(db);
  return {
    listCategories: categories.listCategories,
    createCategory: categories.createCategory,
    renameCategory: categories.renameCategory,
    deleteCategory: categories.deleteCategory,
    listAuthors: authors.listAuthors,
    createAuthor: authors.createAuthor,
    updateAuthor: authors.updateAuthor,
    deleteAuthor: authors.deleteAuthor,
    listInsights: articles.listInsights,
    readInsight: (firmId: string, id: string): Promise<AdminInsight> => readInsight(db, firmId, id),
    createInsight: articles.createInsight,
    updateInsight: articles.updateInsight,
    publishInsight: publishing.publishInsight,
    unpublishInsight: publishing.unpublishInsight,
    deleteInsight: publishing.deleteInsight,
  };
}
export type InsightAdminService = ReturnType<typeof createInsightAdminService>;
