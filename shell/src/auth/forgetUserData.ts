import { USER_DATABASE_PREFIX, USER_STORAGE_PREFIX } from '@coinwatch/shared';
import { siteStorage } from '../app/siteStorage.ts';

/**
 * Deletes what the tools keep of the user's data in this browser: their databases
 * (USER_DATABASE_PREFIX) and their local storage keys (USER_STORAGE_PREFIX). Nothing to wait for:
 * a tool's open connection closes when asked, and the deletion finishes then. A browser without
 * indexedDB.databases() (Firefox before 126) cannot name the databases, and keeps them.
 */
export async function forgetUserData(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  storage: Storage | null = siteStorage('localStorage'),
): Promise<void> {
  try {
    // Keys first, read before any is removed: removing shifts the others' indexes.
    for (const key of Object.keys(storage ?? {})) if (key.startsWith(USER_STORAGE_PREFIX)) storage?.removeItem(key);
    if (!factory?.databases) return;
    for (const { name } of await factory.databases()) {
      if (name?.startsWith(USER_DATABASE_PREFIX)) factory.deleteDatabase(name);
    }
  } catch (error) {
    // The sign-out itself has worked; this is only logged.
    console.error('[coinwatch] Could not delete the tools’ data in this browser', error);
  }
}
