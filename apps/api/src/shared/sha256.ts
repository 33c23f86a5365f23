import { createHash } from 'node:crypto';

/** A file's SHA-256 in hex, as `sha256sum` prints it: the hash evidence and certificates name. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
