import type { ActionCentre, ActionItem } from '@sextant/contracts/action';
import { reviewWords } from '@sextant/contracts/rules/reviews';
import type { Database } from '@/db/client';
import { dayWords } from '@/shared/period';
import { owedBy } from './repository';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** What the client should do now, most pressing first; a single record is named so one tap opens it. */
export function createActionService(db: Database) {
  return {
    async centre(clientId: string): Promise<ActionCentre> {
      const owed = await owedBy(db, clientId);
      const items: ActionItem[] = [];
      const add = (item: Omit<ActionItem, 'due'> & { due?: string | null }) =>
        items.push({ ...item, due: item.due ?? null });
      if (!owed.terms_accepted) {
        add({
          kind: 'terms',
          title: 'Accept the updated terms',
          detail: 'The firm has updated its terms of use.',
          count: 1,
          subject: null,
        });
      }
      const sign = Number(owed.sign_count);
      if (sign > 0) {
        add({
          kind: 'sign',
          title: plural(sign, 'A document to sign', 'documents to sign'),
          detail: 'Read it, then sign with your name and a code from your authenticator app.',
          count: sign,
          subject: sign === 1 ? owed.sign_id : null,
        });
      }
      const acknowledge = Number(owed.acknowledge_count);
      if (acknowledge > 0) {
        add({
          kind: 'acknowledge',
          title: plural(acknowledge, 'A document to read and confirm', 'documents to read and confirm'),
          detail: 'Let your adviser know you have read it.',
          count: acknowledge,
          subject: acknowledge === 1 ? owed.acknowledge_id : null,
        });
      }
      if (owed.checkin_id) {
        add({
          kind: 'review_checkin',
          title: `${reviewWords(owed.interval_months ?? 12).title} check-in`,
          detail: `A few quick questions before your review on ${dayWords(owed.checkin_date!)}.`,
          count: 1,
          subject: owed.checkin_id,
          due: owed.checkin_date,
        });
      }
      const messages = Number(owed.unread_messages);
      if (messages > 0) {
        add({
          kind: 'messages',
          title: plural(messages, 'A new message from your adviser', 'new messages from your adviser'),
          detail: 'Read and reply in Messages.',
          count: messages,
          subject: owed.unread_thread,
        });
      }
      const unread = Number(owed.unread_count);
      if (unread > 0) {
        add({
          kind: 'read',
          title: plural(unread, 'A new document', 'new documents'),
          detail: 'Waiting in your documents.',
          count: unread,
          subject: unread === 1 ? owed.unread_id : null,
        });
      }
      if (owed.amendment_pending) {
        add({
          kind: 'profile_pending',
          title: 'Your change of details is with the firm',
          detail: 'Nothing to do: we will tell you when it is approved.',
          count: 1,
          subject: null,
        });
      }
      return { items };
    },
  };
}
export type ActionService = ReturnType<typeof createActionService>;
