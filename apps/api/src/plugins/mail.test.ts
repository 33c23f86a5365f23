import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail';

describe('mailer without SMTP', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'sextant-mail-')), 'outbox');
    await createMailer({ outboxDir }).send({ to: 'a@b.co', subject: 'Hello', text: 'Line one\nhttp://x/y' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: a@b.co$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toContain('http://x/y');
  });
});
