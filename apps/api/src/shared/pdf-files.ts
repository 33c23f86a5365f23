import type { FastifyReply } from 'fastify';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF by their signature (the declared type and name prove nothing). */
export const isPdf = (bytes: Uint8Array) =>
  bytes.length > PDF_MAGIC.length && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC);

/**
 * A file name safe in a header and on any disk: letters, digits, dot, dash, underscore and space only,
 * no path, at most 100 characters, ending in .pdf.
 */
export function safePdfFilename(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\.pdf$/i, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/-{2,}/g, '-')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, 96);
  return `${stem(base) || stem(fallback) || 'document'}.pdf`;
}

/** Answers a stored PDF (a download, or inline to view) that no browser will sniff, run script in, or keep. */
export function sendPdf(
  reply: FastifyReply,
  document: { filename: string; data: Uint8Array },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const filename = safePdfFilename(document.filename, 'document');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(document.data));
}
