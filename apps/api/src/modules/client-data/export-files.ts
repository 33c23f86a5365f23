import type { EXPORT_PARTS } from '@sextant/contracts/client-data';
import {
  VULNERABILITY_CHARACTERISTIC_LABELS,
  VULNERABILITY_NEED_LABELS,
  type VulnerabilityCharacteristic,
  type VulnerabilityNeed,
} from '@sextant/contracts/rules/vulnerability';
import { type CsvValue, toCsv } from '@/shared/csv-write';
import type { Everything } from './repository';

type Part = (typeof EXPORT_PARTS)[number];

/** PGlite hands json over as text; node-postgres parses it. */
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const cell = (value: unknown): CsvValue =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : (value as CsvValue);
function csvOf(rows: ReadonlyArray<Record<string, unknown>>, head: string[]) {
  return toCsv(
    head,
    rows.map((row) => head.map((key) => cell(row[key]))),
  );
}

/** PGlite hands a text[] over as an array, node-postgres too; a driver giving '{a,b}' is read as one. */
const codes = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean);

/** Support needs the firm recorded with the client's consent, in words rather than the codes it keeps. */
const vulnerabilityOf = (rows: Everything['vulnerability']) =>
  rows.map((row) => ({
    ...row,
    characteristics: codes(row.characteristics).map(
      (code) => VULNERABILITY_CHARACTERISTIC_LABELS[code as VulnerabilityCharacteristic]?.label ?? code,
    ),
    needs: codes(row.needs).map((code) => VULNERABILITY_NEED_LABELS[code as VulnerabilityNeed] ?? code),
  }));

/**
 * The files of a client's export (UK GDPR Articles 15 and 20): JSON for everything, CSV beside the tables a
 * spreadsheet opens. Every part is always present, empty when there is nothing.
 */
export function exportFiles(data: Everything, generatedAt: Date): Record<Part, string> {
  const documents = data.documents.map((row) => ({ ...row, evidence: parsed(row.evidence) }));
  const reviews = data.reviews.map((row) => ({ ...row, checkin_answers: parsed(row.checkin_answers) }));
  return {
    'README.txt': [
      'Your data from your client portal',
      '',
      `Made on ${generatedAt.toISOString()} at your request (UK GDPR Articles 15 and 20).`,
      '',
      'profile.json          your details as the firm holds them, and the emails you chose',
      'policies.json/.csv    your policies',
      'valuations.csv        every valuation of every policy (values exactly as held, in the policy currency)',
      'transactions.csv      payments in and out, charges and other transactions',
      'messages.json         your messages with the firm',
      'documents.json/.csv   your documents and when each was published, opened, acknowledged or signed',
      '                      (not those the firm withdrew, which your portal no longer shows)',
      'consents.json         the emails you agreed to get',
      'terms.json            the terms of use you accepted, when and from where',
      'sign-ins.csv          your sign-ins and sign-in attempts',
      'notifications.json    the notifications you were sent',
      'reviews.json          your annual reviews and check-in answers',
      'vulnerability.json    support the firm agreed with you because of your circumstances, recorded with',
      '                      your consent, and any record ended when you withdrew it (until it is deleted)',
      '',
      'The documents themselves are in your portal under Documents.',
      '',
    ].join('\n'),
    'profile.json': json(data.profile),
    'policies.json': json(data.policies),
    'policies.csv': csvOf(data.policies, [
      'reference',
      'provider',
      'product_type',
      'wrapper',
      'start_date',
      'currency',
    ]),
    'valuations.csv': csvOf(data.valuations, ['policy_reference', 'date', 'value', 'currency', 'source']),
    'transactions.csv': csvOf(data.transactions, [
      'policy_reference',
      'date',
      'type',
      'amount',
      'currency',
      'description',
      'reference',
      'charge_kind',
    ]),
    'messages.json': json(data.messages),
    'documents.json': json(documents),
    'documents.csv': csvOf(data.documents, [
      'id',
      'version',
      'category',
      'title',
      'requires',
      'published_at',
      'superseded_at',
      'sha256',
    ]),
    'consents.json': json({
      optional_emails_turned_off: data.profile?.email_opt_out ?? [],
      always_sent: 'Notices that a statement or a document needing your action is available.',
    }),
    'terms.json': json(data.terms),
    'sign-ins.csv': csvOf(data.signIns, ['at', 'action', 'ip', 'device_id']),
    'notifications.json': json(data.notifications),
    'reviews.json': json(reviews),
    'vulnerability.json': json(vulnerabilityOf(data.vulnerability)),
  };
}
