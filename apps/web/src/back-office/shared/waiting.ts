import type { ClientWaiting } from '@sextant/contracts/admin-clients';
import type { WorkKind } from '@sextant/contracts/admin-work';

/** What each My work item counts, as its heading and the client list's filter read it. */
export const WORK_LABELS: Record<WorkKind, { label: string; detail: string }> = {
  unread_messages: {
    label: 'Unread client messages',
    detail: 'Threads with a client message you have not read',
  },
  checkin_answered: { label: 'Check-ins answered', detail: 'Clients who answered their review check-in' },
  signature: { label: 'Signatures waiting', detail: 'Clients with a document to sign for over 7 days' },
  review_overdue: { label: 'Reviews overdue', detail: 'Clients whose review date has passed' },
  review_due: { label: 'Reviews due soon', detail: 'Reviews in the next 30 days with no check-in yet' },
  changes_pending: { label: 'Changes to approve', detail: 'Profile changes clients asked for' },
  needs_statement: {
    label: 'Statements to send',
    detail: 'Clients who did not use the portal last quarter: send their statement another way',
  },
  vulnerability_review: {
    label: 'Vulnerability reviews due',
    detail: 'Vulnerability records to review in the next 30 days or overdue',
  },
  imports_waiting: { label: 'Imports to confirm', detail: 'Checked import files waiting to be confirmed' },
};

export const CLIENT_WAITING_LABELS: Record<ClientWaiting, string> = {
  checkin_answered: WORK_LABELS.checkin_answered.label,
  signature: WORK_LABELS.signature.label,
  review_overdue: WORK_LABELS.review_overdue.label,
  review_due: WORK_LABELS.review_due.label,
  needs_statement: WORK_LABELS.needs_statement.label,
  vulnerability_review: WORK_LABELS.vulnerability_review.label,
};
