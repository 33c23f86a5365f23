import { describe, expect, it } from 'vitest';
import { findNulField } from './nul-check';

describe('findNulField', () => {
  it('names the first field holding a NUL character', () => {
    expect(findNulField({ LoginForm: { username: 'a\u0000@b.co' } })).toBe('LoginForm.username');
    expect(findNulField({ list: ['ok', 'x\u0000'] })).toBe('list.1');
    expect(findNulField('\u0000')).toBe('value');
  });
  it('answers null for clean input', () => {
    expect(findNulField({ a: 'b', c: [1, { d: 'e' }], f: null })).toBeNull();
  });
  it('leaves uploaded bytes to what reads them (a PDF holds NUL bytes, and walking 10 MB would stall)', () => {
    const file = Buffer.alloc(10 * 1024 * 1024);
    const started = performance.now();
    expect(findNulField({ file, name: 'report.pdf' })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
