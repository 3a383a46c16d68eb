import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesManifest } from '@coinwatch/shared';
import type { ToolId } from '@coinwatch/shared/federation';
import { releaseHoldingLock } from './release.ts';
import { withReleaseLock } from './releaseLock.ts';
import { readRemotesManifest } from './site.ts';

/**
 * Assembles the site from fresh builds (npm start): the shell at the root, replacing the old shell
 * files and remotes.json but keeping the remotes' released folders and their release history, then
 * a release of every remote.
 */
export async function assembleSite(siteDir: string, dists: { shell: string; remotes: Record<ToolId, string> }): Promise<RemotesManifest> {
  await mkdir(siteDir, { recursive: true });
  return withReleaseLock(siteDir, async () => {
    for (const entry of await readdir(siteDir)) {
      if (entry !== 'remotes' && !entry.startsWith('.release.lock')) await rm(join(siteDir, entry), { recursive: true, force: true });
    }
    await cp(dists.shell, siteDir, { recursive: true });
    for (const [id, dist] of Object.entries(dists.remotes) as Array<[ToolId, string]>) {
      const { problems } = await releaseHoldingLock(siteDir, id, dist);
      for (const problem of problems) console.warn(`! Could not remove an old ${id} folder: ${problem}`);
    }
    return readRemotesManifest(siteDir);
  });
}
