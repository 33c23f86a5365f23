import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  certificateText,
  type EvidenceCertificateInput,
  renderEvidenceCertificate,
} from './evidence-certificate';

const SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const OTHER_SHA = 'a'.repeat(64);

const signature = (overrides: Partial<EvidenceCertificateInput> = {}): EvidenceCertificateInput => ({
  firm: { name: 'Harbour & Co Wealth', fcaNumber: '123456' },
  client: { name: 'Zoë Brontë', email: 'zoe@example.com' },
  document: {
    id: '7f0c6a2e-3b51-4c57-9a3e-2f1d8f6b9c01',
    title: 'Suitability report 2024',
    category: 'Suitability',
    version: 2,
    filename: 'suitability-2024.pdf',
    size: 245_760,
    sha256: SHA,
    publishedAt: new Date('2024-07-01T09:30:00Z'),
    publishedBy: 'Alex Adviser',
  },
  kind: 'signed',
  at: new Date('2024-07-02T13:05:09Z'),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
  signedName: 'Zoë Brontë',
  sha256AtEvent: SHA,
  confirmedWith: 'authenticator code',
  firstOpenedAt: new Date('2024-07-02T13:01:00Z'),
  events: [
    {
      kind: 'published',
      at: new Date('2024-07-01T09:30:00Z'),
      ip: null,
      userAgent: null,
      actor: 'Alex Adviser',
    },
    {
      kind: 'viewed',
      at: new Date('2024-07-02T13:01:00Z'),
      ip: '203.0.113.7',
      userAgent: 'Safari',
      actor: 'Zoë Brontë',
    },
    {
      kind: 'signed',
      at: new Date('2024-07-02T13:05:09Z'),
      ip: '203.0.113.7',
      userAgent: 'Safari',
      actor: 'Zoë Brontë',
    },
  ],
  generatedAt: new Date('2024-07-03T08:00:00Z'),
  ...overrides,
});

describe('certificateText', () => {
  it('holds the full hash, the typed name, the IP and the moment in UTC and London time', () => {
    const text = certificateText(signature()).join('\n');
    expect(text).toContain(`SHA-256: ${SHA}`);
    expect(text).toContain(
      'Signature: Signed by typing the full name “Zoë Brontë” and confirming with a fresh authenticator code',
    );
    expect(text).toContain('IP address: 203.0.113.7');
    expect(text).toContain('At (UTC): 2024-07-02T13:05:09.000Z');
    expect(text).toContain('At (Europe/London): 2 July 2024 at 14:05:09 BST');
    expect(text).toContain('Check: matches the file');
    expect(text).toContain('Harbour & Co Wealth · FCA number 123456');
    expect(text).toContain('2024-07-02T13:01:00.000Z | viewed | Zoë Brontë | 203.0.113.7 | Safari');
    expect(text).toContain('recompute it with `sha256sum <file>` to check.');
  });

  it('says when the signer first opened the document, and whether that was before they signed', () => {
    const text = certificateText(signature());
    expect(text).toContain('First opened (UTC): 2024-07-02T13:01:00.000Z');
    expect(text).toContain('Read first: opened before it was signed');
    const unread = certificateText(signature({ firstOpenedAt: null }));
    expect(unread).toContain('First opened (UTC): not opened');
    expect(unread).toContain('Read first: NOT opened before it was signed');
  });

  it('states an acknowledgement in its own words', () => {
    const text = certificateText(signature({ kind: 'acknowledged', signedName: null, confirmedWith: null }));
    expect(text).toContain('Acknowledgement');
    expect(text).toContain('Statement: “I have read and understood this document”');
    expect(text.join('\n')).not.toContain('Signed by');
  });

  it('says so when the file acknowledged is not the file published', () => {
    expect(certificateText(signature({ sha256AtEvent: OTHER_SHA }))).toContain(
      'Check: DOES NOT match the file',
    );
    expect(certificateText(signature({ sha256AtEvent: SHA.toUpperCase() }))).toContain(
      'Check: matches the file',
    );
  });
});

describe('renderEvidenceCertificate', () => {
  it('is a PDF that reads back, with its title and dates', async () => {
    const pdf = await PDFDocument.load(await renderEvidenceCertificate(signature()), {
      updateMetadata: false,
    });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Evidence certificate: Suitability report 2024');
    expect(pdf.getAuthor()).toBe('Harbour & Co Wealth');
    expect(pdf.getProducer()).toBe('Sextant');
    expect(pdf.getCreationDate()).toEqual(new Date('2024-07-03T08:00:00Z'));
  });

  it('gives the same bytes for the same input', async () => {
    expect(await renderEvidenceCertificate(signature())).toEqual(
      await renderEvidenceCertificate(signature()),
    );
  });

  it('draws text no standard font has and flows a very long timeline onto more pages', async () => {
    const odd = 'Tax 😀 plan 中文 ✓ \u0000\t naïve £5 €6';
    const userAgent = `Mozilla/5.0 ${'x'.repeat(5000)} ${'word '.repeat(800)}`;
    const input = signature({
      client: { name: odd, email: 'zoe@example.com' },
      document: { ...signature().document, title: odd, filename: `${odd}.pdf` },
      userAgent,
      signedName: odd,
      events: Array.from({ length: 60 }, (_, i) => ({
        kind: 'viewed',
        at: new Date(Date.UTC(2024, 6, 2, 0, i)),
        ip: '2001:db8::1',
        userAgent: i === 3 ? userAgent : 'Firefox',
        actor: odd,
      })),
    });
    const pdf = await PDFDocument.load(await renderEvidenceCertificate(input));
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(certificateText(input)).toContain(`User agent: ${userAgent}`);
  });
});
