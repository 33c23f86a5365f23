import {
  compressToBase64,
  compressToUint8Array,
  decompressFromBase64,
  decompressFromUint8Array,
} from 'lz-string';
import { indexedDbKeyStore, type KeyStore } from './key-store';
import type { StorageCodec } from './storage-codec';

/** Encrypted: lz-string bytes sealed with AES-GCM, base64 of IV + ciphertext. */
const ENCRYPTED = 'e1:';
/** Compressed only (no WebCrypto or IndexedDB in this browser): lz-string base64. */
const COMPRESSED = 'c1:';
const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export interface SecureCodecOptions {
  /** WebCrypto; undefined where the browser has none (insecure origins, old browsers). */
  crypto?: Crypto | undefined;
  /** Where the key is kept; undefined where there is no IndexedDB. */
  keyStore?: KeyStore | undefined;
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
 * SPEC §4 Persistence: persisted state is compressed (lz-string) and encrypted (AES-GCM, a random IV per
 * write) with a non-extractable key kept in IndexedDB.
 *
 * Fallback: where WebCrypto or IndexedDB is missing (a page served over plain http from another host,
 * some private modes), or the key cannot be made or stored, values are stored compressed only, NOT
 * encrypted. Encrypting with a key that cannot be kept would make every value unreadable after a reload.
 */
export function createSecureCodec(options: SecureCodecOptions): StorageCodec {
  const subtle = options.crypto?.subtle;
  const keyStore = options.keyStore;
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

  return {
    async encode(plain) {
      const cryptoKey = await getKey();
      if (!cryptoKey || !subtle || !options.crypto) return COMPRESSED + compressToBase64(plain);
      const iv = options.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = new Uint8Array(
        await subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, new Uint8Array(compressToUint8Array(plain))),
      );
      const out = new Uint8Array(IV_BYTES + sealed.length);
      out.set(iv);
      out.set(sealed, IV_BYTES);
      return ENCRYPTED + toBase64(out);
    },
    async decode(stored) {
      if (stored.startsWith(COMPRESSED)) return decompressFromBase64(stored.slice(COMPRESSED.length)) || null;
      if (!stored.startsWith(ENCRYPTED)) return null;
      const cryptoKey = await getKey();
      if (!cryptoKey || !subtle) return null;
      const bytes = fromBase64(stored.slice(ENCRYPTED.length));
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
        cryptoKey,
        bytes.subarray(IV_BYTES),
      );
      return decompressFromUint8Array(new Uint8Array(plain)) || null;
    },
  };
}

/** The browser's codec: WebCrypto and IndexedDB when this browser has them (see the fallback above). */
export function browserCodec(): StorageCodec {
  const crypto = typeof globalThis.crypto?.subtle === 'object' ? globalThis.crypto : undefined;
  const keyStore = typeof indexedDB === 'object' ? indexedDbKeyStore(indexedDB) : undefined;
  return createSecureCodec({ crypto, keyStore });
}
