import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { takeFileLock } from '@coinwatch/shared/file-lock';

/** Another running stack holds the data folder: said as it is, with what to do. */
export class DataDirInUseError extends Error {}

/**
 * Holds a data folder for this process and returns its release. PGlite does not lock its files: a
 * second stack on the same folder (a second `npm start`, on other ports or before the first had
 * bound its own) opened the same database and removed the first one's PostgREST socket, and the
 * running app lost its data API. A lock left by a process that died is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  return takeFileLock(join(dir, 'running.pid'), (holder) =>
    Number.isInteger(holder)
      ? new DataDirInUseError(
          `Coinwatch is already running on the data in ${dir} (process ${holder}). Use that one, or stop it first (Ctrl+C in its terminal).`,
        )
      : new DataDirInUseError(`Another start is taking the data in ${dir} at this moment. Use that one, or try again once it has started.`),
  );
}
