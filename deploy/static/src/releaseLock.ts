import { join } from 'node:path';
import { takeFileLock } from '@coinwatch/shared/file-lock';

const busy = (siteDir: string) => (holder: number) =>
  new Error(
    Number.isInteger(holder)
      ? `Another release (process ${holder}) is working on ${siteDir}; wait for it to finish and try again.`
      : `Another release is starting on ${siteDir}; wait for it to finish and try again.`,
  );

/**
 * Runs `body` while holding the site's release lock, so two releases (or a release and npm start's
 * assembly) never read and write remotes.json over each other. A lock left by a process that is
 * gone is taken over; one held by a running process is an error that names it.
 */
export async function withReleaseLock<T>(siteDir: string, body: () => Promise<T>): Promise<T> {
  const release = await takeFileLock(join(siteDir, '.release.lock'), busy(siteDir));
  try {
    return await body();
  } finally {
    await release();
  }
}
