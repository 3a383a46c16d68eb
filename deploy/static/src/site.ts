import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemotesManifest, RemotesManifestSchema } from '@coinwatch/shared';
import { TOOL_IDS, type ToolId } from '@coinwatch/shared/federation';

/** A remote's version: the hash of its federation manifest, which names every file it serves. */
async function remoteVersion(distDir: string): Promise<string> {
  const manifest = await readFile(join(distDir, 'mf-manifest.json'));
  return createHash('sha256').update(manifest).digest('hex').slice(0, 12);
}

/** Copies one built remote into its own versioned folder; nothing already served is touched. */
export async function publishRemote(siteDir: string, id: ToolId, distDir: string): Promise<{ version: string; entry: string }> {
  const version = await remoteVersion(distDir);
  const target = join(siteDir, 'remotes', id, version);
  await mkdir(target, { recursive: true });
  await cp(distDir, target, { recursive: true });
  return { version, entry: `/remotes/${id}/${version}/mf-manifest.json` };
}

export async function readRemotesManifest(siteDir: string): Promise<RemotesManifest> {
  try {
    return RemotesManifestSchema.parse(JSON.parse(await readFile(join(siteDir, 'remotes.json'), 'utf8')));
  } catch {
    return { remotes: {} };
  }
}

/** Switching remotes.json is the release: written whole, then renamed over the old one. */
export async function writeRemotesManifest(siteDir: string, manifest: RemotesManifest): Promise<void> {
  const tmp = join(siteDir, `.remotes.${process.pid}.json`);
  await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(tmp, join(siteDir, 'remotes.json'));
}

/**
 * Assembles the site from fresh builds: the shell at the root (replacing the old shell files but
 * keeping the remotes' released folders), every remote in a versioned folder, and remotes.json.
 */
export async function assembleSite(siteDir: string, dists: { shell: string; remotes: Record<ToolId, string> }): Promise<RemotesManifest> {
  await mkdir(siteDir, { recursive: true });
  for (const entry of await readdir(siteDir)) {
    if (entry !== 'remotes') await rm(join(siteDir, entry), { recursive: true, force: true });
  }
  await cp(dists.shell, siteDir, { recursive: true });
  const manifest: RemotesManifest = { remotes: {} };
  for (const id of TOOL_IDS) manifest.remotes[id] = await publishRemote(siteDir, id, dists.remotes[id]);
  await writeRemotesManifest(siteDir, manifest);
  return manifest;
}

export async function writeRuntimeConfig(siteDir: string, config: unknown): Promise<void> {
  await writeFile(join(siteDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}
