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
    const end = streamEnd(raw, start, match[1]!);
    if (end < 0) continue;
    let content = Buffer.from(raw.slice(start, end), 'latin1');
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

/**
 * Where a stream's data ends: by its direct `/Length`, since compressed data may itself end in `\r` or `\n`
 * (trimming the line end before `endstream` then cut a byte off one stream in about 200); by the keyword only
 * when the length is an indirect reference.
 */
function streamEnd(raw: string, start: number, dictionary: string): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  if (length) return start + Number(length[1]);
  const keyword = raw.indexOf('endstream', start);
  return keyword < 0 ? -1 : start + raw.slice(start, keyword).replace(/\r?\n$/, '').length;
}
