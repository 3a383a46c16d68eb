import { USER_DATABASE_PREFIX } from '@coinwatch/shared/toolkit';
import * as z from '@coinwatch/shared/zod';
import { type Transfer, TransferSchema } from '../../chain/transfer.ts';

/** The user's data: the shell deletes it when they sign out (see USER_DATABASE_PREFIX). */
const DB_NAME = `${USER_DATABASE_PREFIX}txns`;
/** Bump on any change of the stored shape; older stores are dropped, not migrated (a rescan rebuilds them). */
const DB_VERSION = 2;
const STORE = 'scans';

/**
 * One scanned (chain, token, address): its transfers up to lastBlock, that block's hash, and the
 * token's symbol and decimals, so the rows can be shown before the node answers (or while it is down).
 */
export const CachedScanSchema = z.object({
  key: z.string(),
  lastBlock: z.bigint(),
  lastBlockHash: z.string(),
  /** A block well below lastBlock and its hash: what a reorg of the head keeps (cacheResume.ts). */
  deepBlock: z.optional(z.bigint()),
  deepBlockHash: z.optional(z.string()),
  // decimals() is a uint8 (tokenInfo.ts): a larger value cannot format amounts.
  token: z.object({
    symbol: z.string(),
    decimals: z.custom<number>((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 255),
  }),
  transfers: z.array(TransferSchema),
});
export type CachedScan = z.infer<typeof CachedScanSchema>;

/** Every transfer of the token, for a pasted token without addresses. */
export const ANY_ADDRESS = '*';

export const cacheKey = (chainId: number, token: string, address: string) => `${chainId}:${token.toLowerCase()}:${address.toLowerCase()}`;

export type TransferCache = {
  load(chainId: number, token: string, address: string): Promise<CachedScan | null>;
  save(chainId: number, token: string, address: string, scan: Omit<CachedScan, 'key'>): Promise<void>;
  remove(chainId: number, token: string, address: string): Promise<void>;
};

/** An IndexedDB request's outcome as a promise. */
const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** A write is stored once its transaction commits, not when its request succeeds. */
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted', 'AbortError'));
  });

/**
 * The history cache in IndexedDB, one record per chain, token and address, so the coin page and
 * each address page share what was scanned. Records are parsed on load; a bad one is dropped.
 * IndexedDB itself, not a wrapper library: it needs a get, a put and a delete, and `idb` took
 * 0.9 KB (gzip) of the 30 KB that a coin page's own code may weigh.
 */
export function createTransferCache(): TransferCache {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
    if (db) return db;
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name);
      database.createObjectStore(STORE, { keyPath: 'key' });
    };
    db = settled(request).then(
      (database) => {
        // The shell deletes the database at a sign-out, which waits for every connection to close.
        database.onversionchange = () => {
          database.close();
          db = null;
        };
        // Closed by the browser (its storage cleared): opened again at the next use.
        database.onclose = () => {
          db = null;
        };
        return database;
      },
      (error: unknown) => {
        // Tried again at the next use (storage may be free by then), as each use is on its own.
        db = null;
        throw error;
      },
    );
    return db;
  };
  const inStore = async <T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction(STORE, mode);
    const [result] = await Promise.all([settled(use(tx.objectStore(STORE))), mode === 'readwrite' && committed(tx)]);
    return result;
  };
  return {
    async load(chainId, token, address) {
      const key = cacheKey(chainId, token, address);
      const record: unknown = await inStore('readonly', (store) => store.get(key));
      if (record === undefined) return null;
      const parsed = CachedScanSchema.safeParse(record);
      if (parsed.success) return parsed.data;
      await inStore('readwrite', (store) => store.delete(key));
      return null;
    },
    async save(chainId, token, address, scan) {
      await inStore('readwrite', (store) => store.put({ ...scan, key: cacheKey(chainId, token, address) }));
    },
    async remove(chainId, token, address) {
      await inStore('readwrite', (store) => store.delete(cacheKey(chainId, token, address)));
    },
  };
}

/**
 * The transfers that concern each address (every one for ANY_ADDRESS), in their order, from one
 * pass over them: a pass per address cost 30 ms for 20 addresses and 11,696 rows, on the main
 * thread just as the finished table is first drawn (and scrolled).
 */
export function transfersByAddress(transfers: readonly Transfer[], addresses: readonly string[]): Map<string, Transfer[]> {
  const of = new Map(addresses.map((a) => [a.toLowerCase(), [] as Transfer[]]));
  for (const t of transfers) {
    const from = t.from.toLowerCase();
    const to = t.to.toLowerCase();
    of.get(from)?.push(t);
    if (to !== from) of.get(to)?.push(t);
  }
  return new Map(addresses.map((a) => [a, a === ANY_ADDRESS ? [...transfers] : (of.get(a.toLowerCase()) ?? [])]));
}
