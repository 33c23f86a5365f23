import { describe, expect, it } from 'vitest';
import { findInputFault, MAX_DEPTH } from './nul-check';

const character = (...path: string[]) => ({ kind: 'character', path });

describe('findInputFault', () => {
  it('names the first field holding a NUL character', () => {
    expect(findInputFault({ LoginForm: { username: 'a\u0000@b.co' } })).toEqual(
      character('LoginForm', 'username'),
    );
    expect(findInputFault({ list: ['ok', 'x\u0000'] })).toEqual(character('list', '1'));
    expect(findInputFault('\u0000')).toEqual(character());
    expect(findInputFault({ a: 'x\u0000', b: 'y\u0000' })).toEqual(character('a'));
  });
  it('names a field holding a surrogate without its pair, and keeps paired ones (emoji)', () => {
    for (const odd of ['\ud800', 'a\ud83d', '\udc00b', 'x\ude00\ud83d', '\ud83d\ud83d\ude00']) {
      expect(findInputFault({ name: odd }), JSON.stringify(odd)).toEqual(character('name'));
    }
    expect(findInputFault({ name: 'Tax \ud83d\ude00 and 中文' })).toBeNull();
  });
  it('answers null for clean input', () => {
    expect(findInputFault({ a: 'b', c: [1, { d: 'e' }], f: null })).toBeNull();
  });
  it(`refuses nesting past ${MAX_DEPTH} levels without recursing, at any depth sent`, () => {
    const nest = (depth: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(findInputFault(nest(MAX_DEPTH))).toBeNull();
    expect(findInputFault(nest(MAX_DEPTH + 1))).toMatchObject({ kind: 'depth' });
    expect(findInputFault(nest(1_000_000))).toMatchObject({ kind: 'depth' });
  });
  it('leaves uploaded bytes to what reads them (a PDF holds NUL bytes, and walking 10 MB would stall)', () => {
    const file = Buffer.alloc(10 * 1024 * 1024);
    const started = performance.now();
    expect(findInputFault({ file, name: 'report.pdf' })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
