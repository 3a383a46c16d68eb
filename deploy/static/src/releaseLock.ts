import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A lock with no process id in it that is younger than this may be one being written: not taken over. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

const readHolder = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => Number.parseInt(text, 10),
    () => Number.NaN,
  );

/**
 * Runs `body` while holding the site's release lock, so two releases (or a release and npm start's
 * assembly) never read and write remotes.json over each other. A lock left by a process that is
 * gone is taken over; one held by a running process is an error that names it.
 * The lock appears with its process id already in it (written beside it, then hard-linked into
 * place: the link fails if a lock exists), so no other release ever reads it empty.
 */
export async function withReleaseLock<T>(siteDir: string, body: () => Promise<T>): Promise<T> {
  const path = join(siteDir, '.release.lock');
  const mine = `${path}.${process.pid}`;
  await writeFile(mine, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(mine, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        const holder = await readHolder(path);
        if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder))
          throw new Error(`Another release (process ${holder}) is working on ${siteDir}; wait for it to finish and try again.`);
        const age = await stat(path).then(
          (s) => Date.now() - s.mtimeMs,
          () => Number.POSITIVE_INFINITY,
        );
        if (!Number.isInteger(holder) && age < UNREADABLE_LOCK_GRACE_MS)
          throw new Error(`Another release is starting on ${siteDir}; wait for it to finish and try again.`);
        await rm(path, { force: true });
      }
    }
  } finally {
    await rm(mine, { force: true });
  }
  try {
    return await body();
  } finally {
    // Only this release's own lock: one taken over meanwhile belongs to another release.
    if ((await readHolder(path)) === process.pid) await rm(path, { force: true });
  }
}
