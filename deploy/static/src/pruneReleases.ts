import { readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolId } from '@coinwatch/shared/federation';
import type { ReleaseHistory } from './releaseHistory.ts';

/** Releases a rollback can reach: the live one and the four before it. */
export const KEEP_RELEASES = 5;
/**
 * How long a version's files outlive it. An open page still loads chunks of the version it
 * started with until its next new-build check (hourly), so a day leaves a wide margin.
 */
export const RETIRED_GRACE_MS = 24 * 60 * 60 * 1000;

const VERSION_FOLDER = /^[0-9a-f]{12}$/;
/** A copy a release did not finish (site.ts), or a folder a prune did not finish removing. */
const LEFTOVER_FOLDER = /^([0-9a-f]{12}|incoming)\.(partial|trash)-\d+$/;

/**
 * Takes a version folder out of reach first (a rename is atomic), then removes it: stopped half
 * way, a removal would leave a folder with its manifest and without some chunks, which a later
 * release of the same build would take for complete.
 */
async function removeFolder(folder: string): Promise<void> {
  const trash = `${folder}.trash-${process.pid}`;
  await rename(folder, trash);
  await rm(trash, { recursive: true, force: true });
}

/**
 * Trims a tool's release history to the last KEEP_RELEASES and removes the version folders that
 * are neither in it nor live within the grace period: without this, every release of a tool
 * would stay on disk for ever. Returns the trimmed history and the versions removed.
 */
export async function pruneReleases(
  siteDir: string,
  id: ToolId,
  history: ReleaseHistory,
  now: Date,
): Promise<{ history: ReleaseHistory; removed: string[]; problems: string[] }> {
  const kept = history.releases.slice(-KEEP_RELEASES);
  const keep = new Set(kept.map((r) => r.version));
  // When each version stopped being live: when the release after it went out.
  const retiredAt = new Map<string, number>();
  history.releases.forEach((release, i) => {
    const next = history.releases[i + 1];
    if (next) retiredAt.set(release.version, Date.parse(next.releasedAt));
  });
  const dir = join(siteDir, 'remotes', id);
  const removed: string[] = [];
  // The release is live by now: a folder that cannot be removed is reported, never a failure.
  const problems: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    try {
      if (LEFTOVER_FOLDER.test(entry.name)) {
        // Left by a process that stopped; one still copying is a day younger than this.
        if (now.getTime() - (await stat(folder)).mtimeMs >= RETIRED_GRACE_MS) await rm(folder, { recursive: true, force: true });
        continue;
      }
      if (!VERSION_FOLDER.test(entry.name) || keep.has(entry.name)) continue;
      // Out of the history, a folder's time is when its version stopped being live: set here as
      // it leaves the history, and by a rollback for the version it leaves.
      const known = retiredAt.get(entry.name);
      const retired = known ?? (await stat(folder)).mtimeMs;
      if (now.getTime() - retired >= RETIRED_GRACE_MS) {
        await removeFolder(folder);
        removed.push(entry.name);
      } else if (known !== undefined) {
        await utimes(folder, new Date(known), new Date(known));
      }
    } catch (error) {
      problems.push(`${folder}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { history: { releases: kept }, removed: removed.sort(), problems };
}
