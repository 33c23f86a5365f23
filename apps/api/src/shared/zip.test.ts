import { describe, expect, it } from 'vitest';
import { unzipFiles, zipFiles } from './zip';

const MTIME = new Date('2024-04-05T12:00:00Z');

describe('zipFiles', () => {
  it('round-trips text (as UTF-8) and bytes, under folders too', () => {
    const bytes = Uint8Array.from([0, 1, 2, 255]);
    const files = unzipFiles(
      zipFiles({ 'index.csv': 'name,£\r\nZoë,5\r\n', 'docs/report 中文.pdf': bytes }, MTIME),
    );
    expect(Object.keys(files).sort()).toEqual(['docs/report 中文.pdf', 'index.csv']);
    expect(new TextDecoder().decode(files['index.csv'])).toBe('name,£\r\nZoë,5\r\n');
    expect(files['docs/report 中文.pdf']).toEqual(bytes);
  });

  it('gives the same bytes for the same files and time', () => {
    expect(zipFiles({ a: 'x' }, MTIME)).toEqual(zipFiles({ a: 'x' }, new Date(MTIME)));
  });

  it('refuses a name that would unpack outside its folder', () => {
    for (const name of ['../x', 'a/../../x', '/etc/x', '..\\x', 'C:\\x']) {
      expect(() => zipFiles({ [name]: 'x' }, MTIME), name).toThrow(/may not leave its folder/);
    }
    expect(() => zipFiles({ 'a..b/c..': 'x' }, MTIME)).not.toThrow();
  });
});
