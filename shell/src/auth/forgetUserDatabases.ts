import { USER_DATABASE_PREFIX } from '@coinwatch/shared';

/**
 * Deletes what the tools keep of the user's data in this browser (USER_DATABASE_PREFIX). Nothing to
 * wait for: a tool's open connection closes when asked, and the deletion finishes then. A browser
 * without indexedDB.databases() (Firefox before 126) cannot name them, and keeps them.
 */
export async function forgetUserDatabases(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  try {
    if (!factory?.databases) return;
    for (const { name } of await factory.databases()) {
      if (name?.startsWith(USER_DATABASE_PREFIX)) factory.deleteDatabase(name);
    }
  } catch (error) {
    // The sign-out itself has worked; this is only logged.
    console.error('[coinwatch] Could not delete the tools’ data in this browser', error);
  }
}
