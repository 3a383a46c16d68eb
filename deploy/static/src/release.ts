import { stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { TOOL_IDS, type ToolId } from '@coinwatch/shared/federation';
import { KEEP_RELEASES, pruneReleases } from './pruneReleases.ts';
import { readReleaseHistory, writeReleaseHistory } from './releaseHistory.ts';
import { withReleaseLock } from './releaseLock.ts';
import { publishRemote, readRemotesManifest, remoteEntry, writeRemotesManifest } from './site.ts';

export type ReleaseResult = {
  id: ToolId;
  version: string;
  previous: string | null;
  changed: boolean;
  /** Versions whose files were removed: out of rollback reach and retired for over a day. */
  removed: string[];
  /** Old folders that could not be removed (the release is live all the same), with why. */
  problems: string[];
};

/**
 * Releases one tool: its build goes into a versioned folder beside the ones already served, then
 * remotes.json is switched to it. The shell and the other tools are untouched, and pages that
 * loaded an earlier version keep working, because its files stay for a day after it is replaced;
 * the last few stay for rollback (pruneReleases).
 */
export function releaseRemote(siteDir: string, id: ToolId, distDir: string, now = new Date()): Promise<ReleaseResult> {
  return withReleaseLock(siteDir, () => releaseHoldingLock(siteDir, id, distDir, now));
}

/** releaseRemote, for a caller that already holds the release lock (npm start's assembly). */
export async function releaseHoldingLock(siteDir: string, id: ToolId, distDir: string, now = new Date()): Promise<ReleaseResult> {
  const manifest = await readRemotesManifest(siteDir);
  const history = await readReleaseHistory(siteDir, id);
  const { version, entry } = await publishRemote(siteDir, id, distDir);
  const previous = manifest.remotes[id]?.version ?? null;
  if (previous && history.releases.at(-1)?.version !== previous) {
    // What the site serves now is what a rollback returns to, even when the history does not end
    // on it: a site assembled before histories were kept, or remotes.json switched by hand.
    const folder = await stat(join(siteDir, 'remotes', id, previous)).catch(() => null);
    if (folder) history.releases.push({ version: previous, releasedAt: folder.mtime.toISOString() });
  }
  if (history.releases.at(-1)?.version !== version) history.releases.push({ version, releasedAt: now.toISOString() });
  if (previous !== version) await writeRemotesManifest(siteDir, { remotes: { ...manifest.remotes, [id]: { version, entry } } });
  const pruned = await pruneReleases(siteDir, id, history, now);
  await writeReleaseHistory(siteDir, id, pruned.history);
  return { id, version, previous, changed: previous !== version, removed: pruned.removed, problems: pruned.problems };
}

export type RollbackResult = { id: ToolId; version: string; from: string };

/** Switches one tool back to the version that was live before the current one. */
export function rollbackRemote(siteDir: string, id: ToolId): Promise<RollbackResult> {
  return withReleaseLock(siteDir, async () => {
    const manifest = await readRemotesManifest(siteDir);
    const history = await readReleaseHistory(siteDir, id);
    const live = manifest.remotes[id]?.version;
    if (!live) throw new Error(`${id} is not released on this site, so there is nothing to roll back.`);
    if (history.releases.at(-1)?.version !== live)
      throw new Error(
        `remotes.json serves ${id} ${live}, but its release history ends elsewhere; release ${id} again to start a consistent history.`,
      );
    const target = history.releases.at(-2);
    if (!target)
      throw new Error(
        `There is no earlier release of ${id} to roll back to: ${live} is the oldest one kept (a rollback reaches back as far as the last ${KEEP_RELEASES} releases). To serve an older build, release its folder: npm run release -- ${id} --dist <folder>.`,
      );
    const folder = join(siteDir, 'remotes', id, target.version);
    if (!(await stat(join(folder, 'mf-manifest.json')).catch(() => null)))
      throw new Error(`The files of ${id} ${target.version} are gone from ${folder}; release that build again instead.`);
    history.releases.pop();
    const now = new Date();
    target.liveSince = now.toISOString();
    await writeReleaseHistory(siteDir, id, history);
    // The version left behind is retired from now on: open pages may still load its files today.
    await utimes(join(siteDir, 'remotes', id, live), now, now).catch(() => {});
    await writeRemotesManifest(siteDir, {
      remotes: { ...manifest.remotes, [id]: { version: target.version, entry: remoteEntry(id, target.version) } },
    });
    return { id, version: target.version, from: live };
  });
}

export type ReleaseStatus = {
  id: ToolId;
  live: string | null;
  liveSince: string | null;
  earlier: number;
  /** remotes.json serves a version the history does not end on (switched by hand): rollback waits for the next release. */
  historyElsewhere: boolean;
};

/** What each tool serves now, and how many earlier releases a rollback could go back to. */
export async function releaseStatus(siteDir: string): Promise<ReleaseStatus[]> {
  const manifest = await readRemotesManifest(siteDir);
  return Promise.all(
    TOOL_IDS.map(async (id) => {
      const { releases } = await readReleaseHistory(siteDir, id);
      const live = manifest.remotes[id]?.version ?? null;
      const top = releases.at(-1);
      return {
        id,
        live,
        liveSince: top && top.version === live ? (top.liveSince ?? top.releasedAt) : null,
        earlier: top && top.version === live ? releases.length - 1 : 0,
        historyElsewhere: live !== null && top !== undefined && top.version !== live,
      };
    }),
  );
}
