/**
 * What one request can make the server hold: a multipart body of many large text parts, streamed from a
 * single reused buffer (the bench never holds the body), and the server's memory around it, from /proc.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const MB = 1024 * 1024;
export const mb = (bytes: number) => Math.round(bytes / MB);
const mb1 = (bytes: number) => Number((bytes / MB).toFixed(1));

/** A /proc/<pid>/status field in bytes (VmRSS, VmHWM). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** Bytes the process has read through read() and the like (sockets included) since it started. */
export function bytesRead(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/io`, 'utf8').match(/^rchar: (\d+)/m)?.[1] ?? 0);
}

export interface RssWatch {
  /** The resident set before, and the highest seen since the watch began (sampled, and the kernel's mark). */
  stop(): { before: number; peak: number };
}

/**
 * Watches a process's resident memory: samples it every 50 ms, and resets the kernel's high-water mark
 * (VmHWM) where Linux allows, so that a peak between samples is not missed.
 */
export function watchRss(pid: number): RssWatch {
  const before = statusBytes(pid, 'VmRSS');
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
  }, 50);
  return {
    stop() {
      clearInterval(sample);
      const hwm = hwmReset ? statusBytes(pid, 'VmHWM') : 0;
      return { before, peak: Math.max(peak, hwm, statusBytes(pid, 'VmRSS')) };
    },
  };
}

export const rssOf = (pid: number) => statusBytes(pid, 'VmRSS');

export interface HugeAnswer {
  /** The status, or how the connection ended without one (EPIPE, ECONNRESET, timeout). */
  status: string;
  /** Bytes of the request handed to the socket when the answer came or the connection closed. */
  sent: number;
  seconds: number;
}

/**
 * POSTs a multipart form of `parts` text parts of `partBytes` each, with its Content-Length, writing as fast
 * as the server reads and stopping once it answers or closes; answers what happened.
 */
export function postHugeMultipart(
  port: number,
  path: string,
  parts: number,
  partBytes: number,
  timeoutMs: number,
): Promise<HugeAnswer> {
  const boundary = `----sextant-bench-${randomBytes(8).toString('hex')}`;
  const chunk = Buffer.alloc(partBytes, 'a');
  const head = (i: number) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="part${i}"\r\n\r\n`);
  const tail = Buffer.from(`--${boundary}--\r\n`);
  let length = tail.length;
  for (let i = 0; i < parts; i++) length += head(i).length + partBytes + 2;
  const started = performance.now();

  return new Promise((resolve) => {
    let done = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        accept: 'application/json',
      },
    });
    const finish = (status: string) => {
      if (done) return;
      done = true;
      const sent = request.socket?.bytesWritten ?? 0;
      request.destroy();
      resolve({ status, sent, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) });
    };
    request.setTimeout(timeoutMs, () => finish('timeout'));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(String(response.statusCode)));
      response.on('error', () => finish(String(response.statusCode)));
    });
    request.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    request.on('close', () => finish('closed'));
    void (async () => {
      const write = async (bytes: Buffer) => {
        if (done || request.write(bytes)) return;
        await new Promise<void>((drained) => {
          const go = () => {
            request.off('drain', go);
            request.off('close', go);
            drained();
          };
          request.on('drain', go);
          request.on('close', go);
        });
      };
      for (let i = 0; i < parts && !done; i++) {
        await write(head(i));
        await write(chunk);
        await write(Buffer.from('\r\n'));
      }
      if (!done) request.end(tail);
    })();
  });
}

export interface MemoryRow {
  requests: number;
  /** Each request's status, bytes sent (MB) and seconds. */
  answers: string;
  /** MB the server read from its sockets and files meanwhile (rchar). */
  'server read MB': number;
  'RSS before MB': number;
  'RSS peak MB': number;
  'RSS rise MB': number;
  'RSS at answer MB': number;
  'RSS +5 s MB': number;
}

/** Sends `concurrent` such requests at once to an idle server and reports its memory around them. */
export async function memoryCase(
  pid: number,
  port: number,
  options: { concurrent: number; parts: number; partBytes: number; timeoutMs: number },
): Promise<MemoryRow> {
  const readBefore = bytesRead(pid);
  const watch = watchRss(pid);
  const answers = await Promise.all(
    Array.from({ length: options.concurrent }, () =>
      postHugeMultipart(
        port,
        '/v1/authentication/create',
        options.parts,
        options.partBytes,
        options.timeoutMs,
      ),
    ),
  );
  const atAnswer = rssOf(pid);
  const { before, peak } = watch.stop();
  const read = bytesRead(pid) - readBefore;
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    requests: options.concurrent,
    answers: answers.map((a) => `${a.status} after ${mb1(a.sent)} MB sent, ${a.seconds} s`).join('; '),
    'server read MB': mb1(read),
    'RSS before MB': mb(before),
    'RSS peak MB': mb(peak),
    'RSS rise MB': mb(peak - before),
    'RSS at answer MB': mb(atAnswer),
    'RSS +5 s MB': mb(rssOf(pid)),
  };
}
