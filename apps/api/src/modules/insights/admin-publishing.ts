import {
  type AdminInsight,
  type AdminInsightPublished,
  insightAppPath,
} from '@sextant/contracts/admin-insights';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { readInsight } from './admin-articles';
import { audit } from './admin-audit';
import * as repo from './admin-repository';

/** The notification that tells clients of a new insight (limits of a staff-sent notification). */
const insightNotification = (insight: AdminInsight) => ({
  title: insight.title.length > 120 ? `${insight.title.slice(0, 119)}…` : insight.title,
  body: insight.summary.length > 2000 ? `${insight.summary.slice(0, 1999)}…` : insight.summary,
  link: insightAppPath(insight.uuid),
});

/** Whether clients see an insight, and deleting one they never saw. */
export function publishingFlows(db: Database) {
  return {
    /**
     * Publishes the insight (its first publication time is kept when published again) and, when asked,
     * notifies every active client of the firm, linking to the article in the app.
     */
    async publishInsight(actor: Actor, id: string, notify: boolean): Promise<AdminInsightPublished> {
      if (!(await repo.publishInsight(db, actor.firmId, id, actor.now))) throw notFound('Insight');
      const insight = await readInsight(db, actor.firmId, id);
      let notified = 0;
      if (notify) {
        const notification = insightNotification(insight);
        notified = await notifyClients(db, actor.firmId, 'all', notification, actor.now);
        // Listed with the notifications staff sent, like one composed by hand.
        await audit(db, actor, 'admin.notification.send', 'all', {
          ...notification,
          audience: { type: 'all', client_id: null, client_name: null },
          sent: notified,
          insight_id: id,
        });
      }
      await audit(db, actor, 'admin.insight.publish', id, { title: insight.title, notified });
      return { insight, notified };
    },

    async unpublishInsight(actor: Actor, id: string): Promise<AdminInsight> {
      if (!(await repo.unpublishInsight(db, actor.firmId, id, actor.now))) throw notFound('Insight');
      const insight = await readInsight(db, actor.firmId, id);
      await audit(db, actor, 'admin.insight.unpublish', id, { title: insight.title });
      return insight;
    },

    async deleteInsight(actor: Actor, id: string) {
      const result = await repo.deleteDraft(db, actor.firmId, id);
      if (!result) throw notFound('Insight');
      if (result === 'published') {
        throw unprocessable(
          { status: ['Unpublish the insight before deleting it.'] },
          'A published insight cannot be deleted.',
        );
      }
      await audit(db, actor, 'admin.insight.delete', id, { title: result.title });
      return { message: 'The draft was deleted.' };
    },
  };
}
