import { ACKNOWLEDGE_STATEMENT } from '@sextant/contracts/rules/documents';
import { type Block, blockLines, renderBlocks } from './layout';

export interface EvidenceCertificateInput {
  firm: { name: string; fcaNumber: string };
  client: { name: string; email: string };
  document: {
    id: string;
    title: string;
    category: string;
    version: number;
    filename: string;
    size: number;
    sha256: string;
    publishedAt: Date;
    publishedBy: string | null;
  };
  /** What was given: 'acknowledged' or 'signed'. */
  kind: 'acknowledged' | 'signed';
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** The name the client typed (signatures only). */
  signedName: string | null;
  /** The hash of the file at the moment it was acknowledged or signed. */
  sha256AtEvent: string;
  /** How the second factor was confirmed for signatures, e.g. 'authenticator code'. */
  confirmedWith: string | null;
  /** When the person who acknowledged or signed first opened (or downloaded) this version; null: never. */
  firstOpenedAt: Date | null;
  /** Every event of the document in order, shown as a timeline table. */
  events: Array<{
    kind: string;
    at: Date;
    ip: string | null;
    userAgent: string | null;
    actor: string | null;
  }>;
  generatedAt: Date;
}

export const CERTIFICATE_TITLE = 'Evidence certificate';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'long',
  timeStyle: 'long',
});
const wholeNumber = new Intl.NumberFormat('en-GB');

const notRecorded = (value: string | null) => value ?? 'not recorded';

function fileSize(bytes: number): string {
  const exact = `${wholeNumber.format(bytes)} bytes`;
  if (bytes < 1024) return exact;
  const [amount, unit] = bytes < 1024 ** 2 ? [bytes / 1024, 'KB'] : [bytes / 1024 ** 2, 'MB'];
  return `${exact} (${amount.toFixed(1)} ${unit})`;
}

/** Hex digests compare equal whatever their letter case. */
const sameHash = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function statement(input: EvidenceCertificateInput): Block {
  if (input.kind === 'acknowledged') {
    return { type: 'field', label: 'Statement', value: `“${ACKNOWLEDGE_STATEMENT}”` };
  }
  const typed = input.signedName
    ? `Signed by typing the full name “${input.signedName}”`
    : 'Signed, with no typed name recorded';
  const confirmed = input.confirmedWith ? ` and confirming with a fresh ${input.confirmedWith}` : '';
  return { type: 'field', label: 'Signature', value: typed + confirmed };
}

function certificateBlocks(input: EvidenceCertificateInput): Block[] {
  const { firm, client, document } = input;
  return [
    { type: 'letterhead', text: `${firm.name} · FCA number ${firm.fcaNumber}` },
    { type: 'title', text: CERTIFICATE_TITLE },
    {
      type: 'paragraph',
      text: `This certificate records that ${client.name} ${input.kind} the document below, and everything that happened to it.`,
    },

    { type: 'heading', text: 'Document' },
    { type: 'field', label: 'Title', value: document.title },
    { type: 'field', label: 'Category', value: document.category },
    { type: 'field', label: 'Version', value: String(document.version) },
    { type: 'field', label: 'File name', value: document.filename },
    { type: 'field', label: 'Size', value: fileSize(document.size) },
    { type: 'field', label: 'SHA-256', value: document.sha256, mono: true },
    { type: 'field', label: 'Published at (UTC)', value: document.publishedAt.toISOString() },
    { type: 'field', label: 'Published by', value: notRecorded(document.publishedBy) },
    { type: 'field', label: 'Document ID', value: document.id, mono: true },

    { type: 'heading', text: 'Client' },
    { type: 'field', label: 'Name', value: client.name },
    { type: 'field', label: 'Email', value: client.email },

    { type: 'heading', text: input.kind === 'acknowledged' ? 'Acknowledgement' : 'Signature' },
    {
      type: 'field',
      label: 'First opened (UTC)',
      value: input.firstOpenedAt ? input.firstOpenedAt.toISOString() : 'not opened',
    },
    {
      type: 'field',
      label: 'Read first',
      value:
        input.firstOpenedAt && input.firstOpenedAt <= input.at
          ? `opened before it was ${input.kind}`
          : `NOT opened before it was ${input.kind}`,
    },
    statement(input),
    { type: 'field', label: 'At (UTC)', value: input.at.toISOString() },
    { type: 'field', label: 'At (Europe/London)', value: londonTime.format(input.at) },
    { type: 'field', label: 'IP address', value: notRecorded(input.ip) },
    { type: 'field', label: 'User agent', value: notRecorded(input.userAgent) },
    { type: 'field', label: 'SHA-256 at the time', value: input.sha256AtEvent, mono: true },
    {
      type: 'field',
      label: 'Check',
      value: sameHash(input.sha256AtEvent, document.sha256) ? 'matches the file' : 'DOES NOT match the file',
    },

    { type: 'heading', text: 'Timeline' },
    {
      type: 'table',
      head: ['When (UTC)', 'Event', 'By', 'IP address', 'User agent'],
      rows: input.events.map((e) => [
        e.at.toISOString(),
        e.kind,
        e.actor ?? '—',
        e.ip ?? '—',
        e.userAgent ?? '—',
      ]),
      widths: [0.22, 0.14, 0.18, 0.14, 0.32],
    },

    {
      type: 'note',
      text:
        `Generated by Sextant on ${londonTime.format(input.generatedAt)}. The SHA-256 identifies the exact file: ` +
        'recompute it with `sha256sum <file>` to check.',
    },
  ];
}

/** The certificate as plain lines: exactly what the PDF draws, a field as "Label: value". */
export const certificateText = (input: EvidenceCertificateInput): string[] =>
  blockLines(certificateBlocks(input));

/** The A4 PDF certificate of one acknowledgement or signature, with the document's whole timeline. */
export async function renderEvidenceCertificate(input: EvidenceCertificateInput): Promise<Uint8Array> {
  return renderBlocks(certificateBlocks(input), {
    title: `${CERTIFICATE_TITLE}: ${input.document.title}`,
    author: input.firm.name,
    subject: `${input.client.name} ${input.kind} ${input.document.title} (version ${input.document.version})`,
    date: input.generatedAt,
  });
}
