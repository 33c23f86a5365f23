import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A multipart/form-data body with files (as a browser's FormData sends them) and text fields. */
export function multipartFiles(
  files: Record<string, { data: Buffer | string; filename?: string; contentType?: string }>,
  fields: Record<string, string> = {},
) {
  const boundary = `----sextant${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'file.pdf'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest bytes that pass as a PDF, with a marker to tell uploads apart. */
export const pdfBytes = (marker = 'test') =>
  Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * A body sent as a stream, made as it is read, that counts the bytes the server took from it: whether a call
 * stopped reading at its bounds. Chunks are 16 KB, a stream's own buffer, so the count runs at most a few past.
 */
export function streamedBody(parts: () => Iterable<Buffer>) {
  let read = 0;
  function* counted() {
    for (const part of parts()) {
      for (let at = 0; at < part.length; at += STREAM_CHUNK) {
        const chunk = part.subarray(at, at + STREAM_CHUNK);
        read += chunk.length;
        yield chunk;
      }
    }
  }
  return { stream: Readable.from(counted(), { objectMode: false }), read: () => read };
}
export const STREAM_CHUNK = 16 * 1024;

/** A multipart body of `count` parts of `bytes` each, made as it is read: text fields, or files if `files`. */
export function manyParts(count: number, bytes: number, files = false) {
  const boundary = '----sextantstream';
  const filler = Buffer.alloc(bytes, 'a');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    *parts() {
      for (let i = 0; i < count; i++) {
        const name = files ? `name="file${i}"; filename="f${i}.pdf"` : `name="LoginForm[f${i}]"`;
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${name}\r\n\r\n`);
        yield filler;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    },
  };
}
