import { strToU8, unzipSync, zipSync } from 'fflate';

/** A name an unzip tool would write outside the folder it unpacks into ("zip slip"). */
const ESCAPES = /(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[A-Za-z]:[\\/]/;

/**
 * A ZIP of the files, keyed by their path inside the archive ("statements/2024.pdf"); text is written as
 * UTF-8. Every entry carries `mtime`, so the same files give the same bytes.
 */
export function zipFiles(files: Record<string, string | Uint8Array>, mtime: Date): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    if (ESCAPES.test(name)) throw new Error(`A ZIP entry may not leave its folder: ${JSON.stringify(name)}`);
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(entries, { mtime });
}

/** The files of a ZIP by path, folders left out. */
export function unzipFiles(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes, { filter: (file) => !file.name.endsWith('/') });
}
