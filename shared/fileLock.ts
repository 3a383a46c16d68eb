import { readFileSync } from 'node:fs';
import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * Whether the process whose id a lock file holds still runs, and could be the one that wrote it:
 * Coinwatch's stacks and releases are Node processes. After a restart (of a container, of the
 * machine) the id in a lock left behind often belongs to another program, and a lock taken as held
 * by it refused every start, or every release, for good. Where /proc cannot tell, a live id counts.
 */
function lockHolderRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // Only "no such process" says it is gone (EPERM: it runs, as another user).
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(program);
  } catch {
    return true;
  }
}

/** Makes the error for a lock that is held: by `holder`, or (NaN) by one still writing its id. */
export type LockBusy = (holder: number) => Error;

/** A lock with no process id in it that is younger than this may be one being written: not taken over. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

/**
 * The locks this process holds. A lock file with this process's id that is not among them was left
 * by an earlier process with the same id (a restarted container gives its command the same id each
 * time), so it is stale; one that is among them is held, by another caller in this process.
 */
const heldHere = new Set<string>();

const readHolder = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => Number.parseInt(text, 10),
    () => Number.NaN,
  );

/** Puts this process's lock file (`mine`) in place at `path`; false when a lock is there already. */
async function linked(mine: string, path: string): Promise<boolean> {
  try {
    await link(mine, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The holder of the lock at `path`, which a process that is gone left behind; throws when it may still be held. */
async function staleHolder(path: string, busy: LockBusy): Promise<number> {
  const holder = await readHolder(path);
  if (Number.isInteger(holder) && holder !== process.pid && lockHolderRuns(holder)) throw busy(holder);
  if (!Number.isInteger(holder)) {
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (age < UNREADABLE_LOCK_GRACE_MS) throw busy(holder);
  }
  return holder;
}

/**
 * Removes the stale lock at `path` that `holder` left, unless another process took it over since it
 * was read. Two that find the same stale lock must not both remove it: the later removal would take
 * away the lock the earlier one had just put in place, and both would hold it. So the check and the
 * removal happen under a second lock that is held for only these two steps.
 */
async function removeStaleLock(path: string, holder: number, mine: string, busy: LockBusy) {
  const takeover = `${path}.takeover`;
  if (!(await linked(mine, takeover))) {
    // One that a process left when it stopped between these two steps would block every taker after it.
    await staleHolder(takeover, busy);
    await rm(takeover, { force: true });
    if (!(await linked(mine, takeover))) throw busy(await readHolder(takeover));
  }
  try {
    if (Object.is(await readHolder(path), holder)) await rm(path, { force: true });
  } finally {
    await rm(takeover, { force: true });
  }
}

/**
 * Takes the lock file at `path` for this process and resolves with its release. A lock left by a
 * process that is gone is taken over; one held by a running process (or by another caller in this
 * one) rejects with `busy(holder)`. The lock appears with its process id already in it (written
 * beside it, then hard-linked into place: the link fails if a lock exists), so no other process
 * ever reads it empty and takes it for a stale one.
 */
export async function takeFileLock(path: string, busy: LockBusy): Promise<() => Promise<void>> {
  const key = resolve(path);
  if (heldHere.has(key)) throw busy(process.pid);
  // Counted as held from here: a second caller meanwhile would find this process's id in the file
  // and take it for a stale lock.
  heldHere.add(key);
  const mine = `${path}.${process.pid}`;
  try {
    await writeFile(mine, String(process.pid));
    if (!(await linked(mine, path))) {
      await removeStaleLock(path, await staleHolder(path, busy), mine, busy);
      // Another process may have put its own lock in place meanwhile.
      if (!(await linked(mine, path))) throw busy(await readHolder(path));
    }
  } catch (error) {
    heldHere.delete(key);
    throw error;
  } finally {
    await rm(mine, { force: true });
  }
  return async () => {
    if (!heldHere.delete(key)) return;
    // Only this process's own lock: one taken over meanwhile belongs to another process.
    if ((await readHolder(path)) === process.pid) await rm(path, { force: true });
  };
}
