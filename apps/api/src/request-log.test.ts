import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_REDACT, LOG_SERIALIZERS } from './plugins/request-log';
import { createTestContext, type TestContext } from './test/context';

/** The app's log lines, as the server writes them (JSON), at a given level. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const ctx = await createTestContext('pglite', {
    logger: { level, redact: LOG_REDACT, serializers: LOG_SERIALIZERS, stream },
  });
  return { ctx, lines };
}

describe('request logging', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
  });

  it('is quiet at info: no line per request', async () => {
    const logging = await appLoggingAt('info');
    ctx = logging.ctx;
    await ctx.app.inject({ method: 'GET', url: '/health' });
    await ctx.app.inject({ method: 'GET', url: '/v1/firm' });
    expect(logging.lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });

  it('at debug, one line per request: method, path with its secrets redacted, status and time', async () => {
    const logging = await appLoggingAt('debug');
    ctx = logging.ctx;
    await ctx.app.inject({ method: 'GET', url: '/v1/invite/secret-invite-code-1234567890' });
    const [line] = logging.lines.filter((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ level: 20, statusCode: expect.any(Number), ms: expect.any(Number) });
    expect(line?.req).toMatchObject({ method: 'GET' });
    expect(JSON.stringify(line)).not.toContain('secret-invite-code-1234567890');
  });
});
