import { StaffDone } from '../admin';
import {
  AdminInsight,
  AdminInsightAuthor,
  AdminInsightAuthorList,
  AdminInsightCategory,
  AdminInsightCategoryList,
  AdminInsightPage,
  AdminInsightPublished,
  AdminInsightQuery,
  InsightAuthorInput,
  InsightAuthorPatch,
  InsightCategoryInput,
  InsightInput,
  InsightPatch,
  InsightRefParams,
  PublishInsightRequest,
} from '../admin-insights';
import { LONG_TEXT_BODY_BYTES } from '../body-bounds';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: insights'];

/**
 * Back-office calls of insights, their categories and authors: staff (advisers and admins), scoped to the
 * caller's firm; a category or author id in a body that is not the firm's answers 422 on the field. Every
 * change is audited (`admin.insight_category.*`, `admin.insight_author.*`, `admin.insight.*`).
 */
export const adminInsightRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListInsightCategories: {
      method: 'GET',
      path: '/admin/insight-categories',
      summary: "The firm's insight categories by name, with how many insights each holds",
      responses: { 200: AdminInsightCategoryList },
    },
    adminCreateInsightCategory: {
      method: 'POST',
      path: '/admin/insight-categories',
      summary: 'Add a category (the name is unique in the firm, case aside)',
      description: 'A name already taken answers 422 `name`.',
      body: InsightCategoryInput,
      responses: { 201: AdminInsightCategory },
    },
    adminRenameInsightCategory: {
      method: 'PATCH',
      path: '/admin/insight-categories/:id',
      summary: 'Rename a category',
      params: InsightRefParams,
      body: InsightCategoryInput,
      responses: { 200: AdminInsightCategory },
    },
    adminDeleteInsightCategory: {
      method: 'DELETE',
      path: '/admin/insight-categories/:id',
      summary: 'Delete a category: the insights in it stay, filed under their other categories',
      params: InsightRefParams,
      responses: { 200: StaffDone },
    },
    adminListInsightAuthors: {
      method: 'GET',
      path: '/admin/insight-authors',
      summary: "The firm's insight authors by name, with how many insights each wrote",
      responses: { 200: AdminInsightAuthorList },
    },
    adminCreateInsightAuthor: {
      method: 'POST',
      path: '/admin/insight-authors',
      summary: 'Add an author (the name is unique in the firm, case aside)',
      body: InsightAuthorInput,
      responses: { 201: AdminInsightAuthor },
    },
    adminUpdateInsightAuthor: {
      method: 'PATCH',
      path: '/admin/insight-authors/:id',
      summary: "Change an author's name or role",
      params: InsightRefParams,
      body: InsightAuthorPatch,
      responses: { 200: AdminInsightAuthor },
    },
    adminDeleteInsightAuthor: {
      method: 'DELETE',
      path: '/admin/insight-authors/:id',
      summary: 'Delete an author no insight names (422 otherwise)',
      description: 'An author still named by an insight answers 422 `author`.',
      params: InsightRefParams,
      responses: { 200: StaffDone },
    },
    adminListInsights: {
      method: 'GET',
      path: '/admin/insights',
      summary: "The firm's insights, drafts and published: search the title, sort, filter, page",
      description:
        '`q` searches titles; `sort` title|published_at|updated_at|status (default updated_at desc; drafts never ' +
        'published come last on published_at); `status` draft|published; `category` an id.',
      querystring: AdminInsightQuery,
      responses: { 200: AdminInsightPage },
    },
    adminCreateInsight: {
      method: 'POST',
      path: '/admin/insights',
      summary: 'Write a new insight, saved as a draft (the body HTML is sanitised when saved)',
      description:
        'The body is sanitised with `sanitizeFirmHtml` when saved (and again on every client read); one that ' +
        'sanitises to nothing answers 422 `body`.',
      body: InsightInput,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 201: AdminInsight },
    },
    adminReadInsight: {
      method: 'GET',
      path: '/admin/insights/:id',
      summary: 'One insight as staff edit it',
      params: IdParams,
      responses: { 200: AdminInsight },
    },
    adminUpdateInsight: {
      method: 'PATCH',
      path: '/admin/insights/:id',
      summary: 'Change an insight (draft or published); given categories replace the old ones',
      description: 'Only the fields sent change.',
      params: IdParams,
      body: InsightPatch,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 200: AdminInsight },
    },
    adminPublishInsight: {
      method: 'POST',
      path: '/admin/insights/:id/publish',
      summary: 'Publish: clients see it from now; `notify` also tells every active client of the firm',
      description:
        'The first publication sets `published_at`; publishing again after unpublishing keeps it. ' +
        'The notification links to `/tabs/insights/view/{id}` in the app, and is audited as ' +
        '`admin.notification.send` too.',
      params: IdParams,
      body: PublishInsightRequest.nullish(),
      responses: { 200: AdminInsightPublished },
    },
    adminUnpublishInsight: {
      method: 'POST',
      path: '/admin/insights/:id/unpublish',
      summary: 'Back to draft: clients no longer see it',
      description: "Clients' `GET /v1/insights/{id}` answers 404 and their list leaves it out.",
      params: IdParams,
      responses: { 200: AdminInsight },
    },
    adminDeleteInsight: {
      method: 'DELETE',
      path: '/admin/insights/:id',
      summary: 'Delete a draft (a published insight must be unpublished first: 422)',
      description: 'A published insight answers 422 `status`.',
      params: IdParams,
      responses: { 200: StaffDone },
    },
  },
);
