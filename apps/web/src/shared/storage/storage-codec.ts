/**
 * How persisted state is transformed on its way to and from Web Storage. Its own module because both
 * persist-storage.ts (which applies a codec) and secure-codec.ts (which makes one) need it.
 */
export interface StorageCodec {
  encode(plain: string): Promise<string>;
  /** Returns null when the stored text cannot be read back (e.g. a key change): the entry is dropped. */
  decode(stored: string): Promise<string | null>;
}

/** Stores the text as it is. */
export const plainCodec: StorageCodec = {
  encode: async (plain) => plain,
  decode: async (stored) => stored,
};
