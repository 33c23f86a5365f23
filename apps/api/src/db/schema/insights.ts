import { index, integer, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';
import { users } from './users';

export const insightCategories = pgTable(
  'insight_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
  },
  (t) => [unique('insight_categories_firm_name_key').on(t.firmId, t.name)],
);

export const insightAuthors = pgTable(
  'insight_authors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
  },
  (t) => [unique('insight_authors_firm_name_key').on(t.firmId, t.name)],
);

export const insightStatus = pgEnum('insight_status', ['draft', 'published']);

export const insights = pgTable(
  'insights',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => insightAuthors.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    image: text('image'),
    status: insightStatus('status').notNull().default('draft'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('insights_firm_published_idx').on(t.firmId, t.status, t.publishedAt.desc(), t.id)],
);

export const insightCategoryLinks = pgTable(
  'insight_category_links',
  {
    insightId: uuid('insight_id')
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => insightCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insightId, t.categoryId] }),
    index('insight_links_category_idx').on(t.categoryId),
  ],
);

export const insightLikes = pgTable(
  'insight_likes',
  {
    insightId: uuid('insight_id')
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.userId] })],
);
