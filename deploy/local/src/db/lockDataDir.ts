import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { lockHolderRuns } from '@coinwatch/shared/lock-holder';

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
  const path = join(dir, 'running.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && lockHolderRuns(pid))
        throw new DataDirInUseError(
          `Coinwatch is already running on the data in ${dir} (process ${pid}). Use that one, or stop it first (Ctrl+C in its terminal).`,
        );
      await rm(path, { force: true });
    }
  }
  throw new DataDirInUseError(`Another start took ${dir} at the same moment. Try again.`);
}
