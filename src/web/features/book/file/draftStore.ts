import type { BlockElement } from '../../../../core/book/model.ts';

// Local drafts: the document as typed, kept in this browser while it has
// unsaved changes, so a crash or a closed tab loses nothing. One draft per
// person and document ('new' for one not saved yet); a save removes it.

export interface Draft {
  readonly title: string;
  readonly blocks: BlockElement[];
  readonly lang?: string;
  /** When it was written (ms since the epoch). */
  readonly savedAt: number;
}

export interface DraftStore {
  get(key: string): Promise<Draft | undefined>;
  put(key: string, draft: Draft): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The key of a person's draft of a document. */
export function draftKey(userNo: string, dtmNo: string | null): string {
  return `${userNo}:${dtmNo ?? 'new'}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft['title'] === 'string' && Array.isArray(draft['blocks']) && typeof draft['savedAt'] === 'number';
}

/** Drafts in memory (tests, and browsers without IndexedDB: kept for the visit only). */
export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    get: async (key) => drafts.get(key),
    put: async (key, draft) => {
      drafts.set(key, structuredClone(draft));
    },
    remove: async (key) => {
      drafts.delete(key);
    },
  };
}

const DB_NAME = 'tactile-studio-book';
const STORE = 'drafts';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Drafts in IndexedDB (they survive the tab). A draft that cannot be read
 * or written is no draft: the document on the drive stays the truth, so
 * failures are logged, never shown.
 */
export function indexedDbDraftStore(factory: IDBFactory): DraftStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not open'));
    });
    return db;
  };
  const withStore = async <T,>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> => {
    try {
      return await request(act((await open()).transaction(STORE, mode).objectStore(STORE)));
    } catch (error) {
      console.error('Book draft store', error);
      return undefined;
    }
  };
  return {
    get: async (key) => {
      const value: unknown = await withStore('readonly', (store) => store.get(key));
      return isDraft(value) ? value : undefined;
    },
    put: async (key, draft) => {
      await withStore('readwrite', (store) => store.put(draft, key));
    },
    remove: async (key) => {
      await withStore('readwrite', (store) => store.delete(key));
    },
  };
}

/** The browser's store when it has IndexedDB, else one in memory. */
export function browserDraftStore(): DraftStore {
  return typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore(indexedDB);
}
