import { Writable } from 'node:stream';
import type { AppOptions } from '@/app';
import { LOG_REDACT, LOG_SERIALIZERS } from '@/plugins/request-log';

/** The app's log as the server writes it (JSON lines, at info), read back as objects. */
export function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger: AppOptions['logger'] = {
    level: 'info',
    redact: LOG_REDACT,
    serializers: LOG_SERIALIZERS,
    stream,
  };
  return {
    logger,
    /** The lines whose message is this one. */
    saying: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}
