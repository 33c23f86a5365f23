import type { AdminClientDocument, DocumentEvidence } from '@sextant/contracts/admin-documents';
import type { AdminClientService, AdminReview } from '@sextant/contracts/admin-service';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
export const POLICY_ID = '00000000-0000-4000-8000-0000000000b1';
export const REVIEW_ID = '00000000-0000-4000-8000-0000000000f1';
export const ADVISER = { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Priya Shah' };

export const documentFixture = (changes: Partial<AdminClientDocument> = {}): AdminClientDocument => ({
  uuid: '00000000-0000-4000-8000-0000000000d1',
  series: '00000000-0000-4000-8000-0000000000e1',
  version: 1,
  title: 'Suitability report',
  category: 'suitability_report',
  requires: 'acknowledge',
  policy: { uuid: POLICY_ID, reference: 'HV-0101-ISA' },
  review: null,
  filename: 'suitability.pdf',
  size: 48_213,
  sha256: 'a'.repeat(64),
  published_at: '2026-10-02T09:30:00.000Z',
  published_by: 'Priya Shah',
  state: 'current',
  first_opened_at: null,
  completed_at: null,
  ...changes,
});

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

type EvidenceEvent = DocumentEvidence['events'][number];
export const evidenceEvent = (
  kind: EvidenceEvent['kind'],
  at: string,
  changes: Partial<EvidenceEvent> = {},
): EvidenceEvent => ({
  kind,
  at,
  actor: null,
  ip: null,
  user_agent: null,
  sha256: null,
  signed_name: null,
  ...changes,
});

/** A signed document's evidence: published, notified, opened and signed on a phone. */
export const evidenceFixture = (changes: Partial<DocumentEvidence> = {}): DocumentEvidence => ({
  document: documentFixture({ requires: 'sign', completed_at: '2026-10-03T18:12:00.000Z' }),
  client: { uuid: CLIENT_ID, name: 'Anna Client', email: 'anna@x.test' },
  published_at: '2026-10-02T09:30:00.000Z',
  notified_at: '2026-10-02T09:30:05.000Z',
  first_opened_at: '2026-10-03T18:05:00.000Z',
  downloaded_at: null,
  acknowledged_at: null,
  signed_at: '2026-10-03T18:12:00.000Z',
  certificate_available: true,
  events: [
    evidenceEvent('published', '2026-10-02T09:30:00.000Z', { actor: 'Priya Shah', ip: '10.0.0.9' }),
    evidenceEvent('notified', '2026-10-02T09:30:05.000Z'),
    evidenceEvent('opened', '2026-10-03T18:05:00.000Z', {
      actor: 'Anna Client',
      ip: '203.0.113.7',
      user_agent: CHROME_ANDROID,
    }),
    evidenceEvent('signed', '2026-10-03T18:12:00.000Z', {
      actor: 'Anna Client',
      ip: '203.0.113.7',
      user_agent: CHROME_ANDROID,
      sha256: 'a'.repeat(64),
      signed_name: 'Anna Client',
    }),
  ],
  ...changes,
});

export const reviewFixture = (changes: Partial<AdminReview> = {}): AdminReview => ({
  uuid: REVIEW_ID,
  client: { uuid: CLIENT_ID, name: 'Anna Client' },
  adviser: ADVISER,
  review_date: '2026-11-20',
  status: 'checkin_done',
  checkin_submitted_at: '2026-10-25T08:00:00.000Z',
  checkin: {
    wants_review: true,
    circumstances_changed: false,
    income_changed: true,
    health_changed: false,
    dependants_changed: false,
    objectives_changed: false,
    risk_changed: false,
    to_discuss: 'Retiring early next year.',
  },
  pack: null,
  meeting_held_on: null,
  outcome_at: null,
  outcome_note: null,
  ...changes,
});

export const serviceFixture = (changes: Partial<AdminClientService> = {}): AdminClientService => ({
  adviser: ADVISER,
  segment: { uuid: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Standard', interval_months: 12 },
  next_review_date: '2026-11-20',
  current: reviewFixture(),
  history: [],
  ...changes,
});
