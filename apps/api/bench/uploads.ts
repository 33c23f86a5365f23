/**
 * Staff publishing large PDFs while clients use the app: whether one caller's uploads starve everyone else.
 */
import { randomBytes } from 'node:crypto';
import { CLIENT_DOCUMENT_MAX_BYTES } from '@sextant/contracts/rules/documents';
import { mb, watchRss } from './memory';
import { type MixOptions, type MixRow, runMix, type Session } from './mixes';

/** PDFs are mostly compressed streams: random bytes behind a PDF header stand for them honestly. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

interface Upload {
  status: string;
  seconds: number;
}

/** One upload as the back office sends it: the file and the fields its contract (AdminDocumentUpload) needs. */
async function upload(port: number, staffToken: string, clientId: string, pdf: Buffer, timeoutMs: number) {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
  form.append('category', 'other');
  form.append('title', 'Bench upload');
  form.append('requires', 'none');
  const started = performance.now();
  let status: string;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/v1/admin/clients/${clientId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    status = String(response.status);
  } catch (error) {
    // fetch's own "fetch failed" names its cause (a reset, undici's 300 s wait for headers) only there.
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    status = name === 'TimeoutError' ? 'timeout' : (cause?.code ?? message);
  }
  return { status, seconds: (performance.now() - started) / 1000 };
}

export interface UploadsRow {
  uploads: string;
  'upload s (min/median/max)': string;
  'others: requests': number;
  'others: p50': number;
  'others: p99': number;
  'others: max': number;
  'others: non-2xx': string;
  'others: timeouts': number;
  /** Sent and still waiting when the last upload answered, and the longest such wait. */
  'others: in flight at end': number;
  'others: oldest in flight s': number;
  'RSS peak MB': number;
}

/**
 * `count` uploads of `bytes` each (one a client, all at once) while `others` run the home mix; the mix starts
 * a second before the uploads and stops when the last upload has answered.
 */
export async function uploadsCase(
  mix: Omit<MixOptions, 'duration'>,
  options: { staffToken: string; clientIds: string[]; others: Session[]; bytes: number; timeoutMs: number },
): Promise<UploadsRow> {
  const pdf = pdfOf(Math.min(options.bytes, CLIENT_DOCUMENT_MAX_BYTES));
  const watch = watchRss(mix.pid);
  let stopMix = () => {};
  const others = runMix({ ...mix, duration: 3600 }, options.others, 'home', (stop) => {
    stopMix = stop;
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const uploads: Upload[] = await Promise.all(
    options.clientIds.map((id) => upload(mix.port, options.staffToken, id, pdf, options.timeoutMs)),
  );
  stopMix();
  const row: MixRow = await others;
  const { peak } = watch.stop();
  const seconds = uploads.map((u) => u.seconds).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const u of uploads) statuses.set(u.status, (statuses.get(u.status) ?? 0) + 1);
  return {
    uploads: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    'upload s (min/median/max)': [seconds[0]!, seconds[seconds.length >> 1]!, seconds.at(-1)!]
      .map((s) => s.toFixed(1))
      .join(' / '),
    'others: requests': row.requests,
    'others: p50': row.p50,
    'others: p99': row.p99,
    'others: max': row.max,
    'others: non-2xx': row.non2xx,
    'others: timeouts': row.timeouts + row.errors,
    'others: in flight at end': row['in flight at end'],
    'others: oldest in flight s': row['oldest in flight s'],
    'RSS peak MB': mb(peak),
  };
}
