import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lockHolderRuns } from '@coinwatch/shared/lock-holder';

/** A lock with no process id in it that is younger than this may be one being written: not taken over. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

const readHolder = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => Number.parseInt(text, 10),
    () => Number.NaN,
  );

const busy = (siteDir: string, holder: number) =>
  new Error(
    Number.isInteger(holder)
      ? `Another release (process ${holder}) is working on ${siteDir}; wait for it to finish and try again.`
      : `Another release is starting on ${siteDir}; wait for it to finish and try again.`,
  );

/** Puts this release's lock file (`mine`) in place at `path`; false when a lock is there already. */
async function linked(mine: string, path: string): Promise<boolean> {
  try {
    await link(mine, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The holder of the lock at `path`, which a process that is gone left behind; throws when a release may still hold it. */
async function staleHolder(path: string, siteDir: string): Promise<number> {
  const holder = await readHolder(path);
  if (Number.isInteger(holder) && holder !== process.pid && lockHolderRuns(holder)) throw busy(siteDir, holder);
  if (!Number.isInteger(holder)) {
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (age < UNREADABLE_LOCK_GRACE_MS) throw busy(siteDir, holder);
  }
  return holder;
}

/**
 * Removes the stale lock at `path` that `holder` left, unless another release took it over since it
 * was read. Two releases that find the same stale lock must not both remove it: the later removal
 * would take away the lock the earlier one had just put in place, and both would hold it. So the
 * check and the removal happen under a second lock that is held for only these two steps.
 */
async function removeStaleLock(path: string, holder: number, mine: string, siteDir: string) {
  const takeover = `${path}.takeover`;
  if (!(await linked(mine, takeover))) {
    // One that a process left when it stopped between these two steps would block every release after it.
    await staleHolder(takeover, siteDir);
    await rm(takeover, { force: true });
    if (!(await linked(mine, takeover))) throw busy(siteDir, await readHolder(takeover));
  }
  try {
    if (Object.is(await readHolder(path), holder)) await rm(path, { force: true });
  } finally {
    await rm(takeover, { force: true });
  }
}

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
    if (!(await linked(mine, path))) {
      await removeStaleLock(path, await staleHolder(path, siteDir), mine, siteDir);
      // Another release may have put its own lock in place meanwhile.
      if (!(await linked(mine, path))) throw busy(siteDir, await readHolder(path));
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
