import { open, readFile, rm } from 'node:fs/promises';
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

/**
 * Runs `body` while holding the site's release lock, so two releases (or a release and npm start's
 * assembly) never read and write remotes.json over each other. A lock left by a process that is
 * gone is taken over; one held by a running process is an error that names it.
 */
export async function withReleaseLock<T>(siteDir: string, body: () => Promise<T>): Promise<T> {
  const path = join(siteDir, '.release.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder))
        throw new Error(`Another release (process ${holder}) is working on ${siteDir}; wait for it to finish and try again.`);
      await rm(path, { force: true });
    }
  }
  try {
    return await body();
  } finally {
    await rm(path, { force: true });
  }
}
