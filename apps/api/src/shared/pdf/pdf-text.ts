import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, one string per text-showing operator, in the order of its streams. Enough for the
 * PDFs the API makes with pdf-lib and its standard fonts: each line a hex (`<…> Tj`) or literal (`(…) Tj`)
 * string in WinAnsi, in Flate-compressed or plain content streams. Not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(match[1]!)) {
      try {
        content = inflateSync(content);
      } catch {
        continue;
      }
    }
    const text = content.toString('latin1');
    for (const shown of text.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(
        shown[1] !== undefined
          ? Buffer.from(shown[1].replace(/\s+/g, ''), 'hex').toString('latin1')
          : shown[2]!.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return lines;
}
