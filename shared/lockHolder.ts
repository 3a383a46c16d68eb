import { readFileSync } from 'node:fs';

/**
 * Whether the process whose id a lock file holds still runs, and could be the one that wrote it:
 * Coinwatch's stacks and releases are Node processes. After a restart (of a container, of the
 * machine) the id in a lock left behind often belongs to another program, and a lock taken as held
 * by it refused every start, or every release, for good. Where /proc cannot tell, a live id counts.
 */
export function lockHolderRuns(pid: number): boolean {
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
