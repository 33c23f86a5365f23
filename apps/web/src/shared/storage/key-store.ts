/** Where the storage key lives: IndexedDB in the browser, a fake in tests. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'sextant-keys';
const STORE = 'keys';
const KEY_ID = 'persist';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The persistence key in IndexedDB. IndexedDB stores a CryptoKey as it is (structured clone), so a
 * non-extractable key never exists as bytes that a script could read and send away.
 */
export function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return db;
  };
  return {
    async get() {
      const store = (await open()).transaction(STORE, 'readonly').objectStore(STORE);
      return (await requestResult(store.get(KEY_ID))) as CryptoKey | undefined;
    },
    async put(key) {
      const transaction = (await open()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(key, KEY_ID);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    },
  };
}
