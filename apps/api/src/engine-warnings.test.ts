import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` warns that content-disposition 3 (from @fastify/static) and cookie 2 (from Fastify's
 * light-my-request) want Node 22. Both are ES modules loaded with require(), which Node 20.19 does
 * without a flag; these are the two functions Fastify's packages call, running on this Node.
 */
describe('the Node 22 packages under Fastify work on this Node', () => {
  it('content-disposition 3: @fastify/static names a download, non-ASCII name included', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sextant-static-'));
    writeFileSync(path.join(root, 'statement.pdf'), '%PDF-1.7');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/file', (_request, reply) => reply.download('statement.pdf', 'Review 2026 – £.pdf'));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Review 2026 ? ?.pdf"; filename*=UTF-8''Review%202026%20%E2%80%93%20%C2%A3.pdf`,
    );
    await app.close();
  });

  it('cookie 2: an injected request carries the cookies it is given', async () => {
    const app = Fastify();
    app.get('/', (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/', cookies: { theme: 'dark', lang: 'en GB' } });
    expect(res.json()).toEqual({ cookie: 'theme=dark; lang=en%20GB' });
    await app.close();
  });
});
