import { indexedDbKeyStore, type KeyStore } from './key-store';
import type { StorageCodec } from './storage-codec';

/** Encrypted: deflate-raw bytes sealed with AES-GCM, base64 of IV + ciphertext. */
const ENCRYPTED = 'e2:';
/** Compressed only (no WebCrypto or IndexedDB in this browser): deflate-raw, base64. */
const COMPRESSED = 'c2:';
/** Written before the browser's own compression was used (and still where it has none): lz-string. */
const LZ_ENCRYPTED = 'e1:';
const LZ_COMPRESSED = 'c1:';
const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one character per call is slow on a 100 KB cache, one call for all overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  // A plain loop: Uint8Array.from with a mapping function took ~3 ms a 20 KB entry on a phone.
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const hasCompressionStreams = () =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** Runs bytes through a compression stream; Response reads the stream to its end. */
const through = async (stream: CompressionStream | DecompressionStream, input: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await new Response(new Response(input).body!.pipeThrough(stream)).arrayBuffer());

/** The browser's own deflate: native, where lz-string took ~50 ms of script for each write of the cache. */
const deflate = (plain: string) =>
  through(new CompressionStream('deflate-raw'), new TextEncoder().encode(plain));

const inflate = async (bytes: Uint8Array<ArrayBuffer>) =>
  new TextDecoder().decode(await through(new DecompressionStream('deflate-raw'), bytes));

/** lz-string, loaded only to read an older entry or where the browser has no compression streams. */
const lzString = () => import('lz-string');

export interface SecureCodecOptions {
  /** WebCrypto; undefined where the browser has none (insecure origins, old browsers). */
  crypto?: Crypto | undefined;
  /** Where the key is kept; undefined where there is no IndexedDB. */
  keyStore?: KeyStore | undefined;
  /** Whether the browser compresses (CompressionStream); without, lz-string does. */
  nativeCompression?: boolean;
}

/** The key of this browser: read from the key store, or made (non-extractable) and stored on first use. */
async function loadOrCreateKey(subtle: SubtleCrypto, keyStore: KeyStore): Promise<CryptoKey> {
  const existing = await keyStore.get();
  if (existing) return existing;
  const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await keyStore.put(key);
  // Two tabs may race to create it: whichever was stored last wins, and both use that one.
  return (await keyStore.get()) ?? key;
}

/**
 * SPEC §4 Persistence: persisted state is compressed (deflate, by the browser) and encrypted (AES-GCM, a
 * random IV per write) with a non-extractable key kept in IndexedDB. Entries written with lz-string
 * (`e1:`, `c1:`) are still read, so a deploy signs nobody out.
 *
 * Fallback: where WebCrypto or IndexedDB is missing (a page served over plain http from another host,
 * some private modes), or the key cannot be made or stored, values are stored compressed only, NOT
 * encrypted. Encrypting with a key that cannot be kept would make every value unreadable after a reload.
 */
export function createSecureCodec(options: SecureCodecOptions): StorageCodec {
  const subtle = options.crypto?.subtle;
  const keyStore = options.keyStore;
  const native = options.nativeCompression ?? hasCompressionStreams();
  let key: Promise<CryptoKey | null> | undefined;
  const getKey = () => {
    key ??=
      subtle && keyStore
        ? loadOrCreateKey(subtle, keyStore).catch((error: unknown) => {
            console.warn('Sextant: no storage key; persisted state is compressed but not encrypted.', error);
            return null;
          })
        : Promise.resolve(null);
    return key;
  };

  const compress = async (plain: string) =>
    native ? deflate(plain) : new Uint8Array((await lzString()).compressToUint8Array(plain));

  return {
    async encode(plain) {
      const cryptoKey = await getKey();
      if (!cryptoKey || !subtle || !options.crypto) {
        if (native) return COMPRESSED + toBase64(await deflate(plain));
        return LZ_COMPRESSED + (await lzString()).compressToBase64(plain);
      }
      const iv = options.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = new Uint8Array(
        await subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, await compress(plain)),
      );
      const out = new Uint8Array(IV_BYTES + sealed.length);
      out.set(iv);
      out.set(sealed, IV_BYTES);
      return (native ? ENCRYPTED : LZ_ENCRYPTED) + toBase64(out);
    },
    async decode(stored) {
      const tag = stored.slice(0, 3);
      const body = stored.slice(3);
      if (tag === COMPRESSED) return (await inflate(fromBase64(body))) || null;
      if (tag === LZ_COMPRESSED) return (await lzString()).decompressFromBase64(body) || null;
      if (tag !== ENCRYPTED && tag !== LZ_ENCRYPTED) return null;
      const cryptoKey = await getKey();
      if (!cryptoKey || !subtle) return null;
      const bytes = fromBase64(body);
      const plain = new Uint8Array(
        await subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
          cryptoKey,
          bytes.subarray(IV_BYTES),
        ),
      );
      if (tag === ENCRYPTED) return (await inflate(plain)) || null;
      return (await lzString()).decompressFromUint8Array(plain) || null;
    },
  };
}

/** The browser's codec: WebCrypto and IndexedDB when this browser has them (see the fallback above). */
export function browserCodec(): StorageCodec {
  const crypto = typeof globalThis.crypto?.subtle === 'object' ? globalThis.crypto : undefined;
  const keyStore = typeof indexedDB === 'object' ? indexedDbKeyStore(indexedDB) : undefined;
  return createSecureCodec({ crypto, keyStore });
}
