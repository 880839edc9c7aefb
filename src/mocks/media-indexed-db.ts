import type { MediaStorage, StoredMedia } from './media';

const DATABASE = 'smart-suite-mock-media';
const STORE = 'media';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The mock's media kept in IndexedDB, which holds bytes of any size across reloads
 * (localStorage, where the rest of the mock database lives, is capped at a few MB).
 */
export async function indexedDbMediaStorage(): Promise<MediaStorage> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  const database = await request(opening);
  const store = (mode: IDBTransactionMode) => database.transaction(STORE, mode).objectStore(STORE);
  return {
    put: async (key, media) => {
      await request(store('readwrite').put(media, key));
    },
    get: async (key) => {
      const found = (await request(store('readonly').get(key))) as StoredMedia | undefined;
      return found;
    },
  };
}
