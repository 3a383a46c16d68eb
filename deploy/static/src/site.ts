import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type RemotesManifest, RemotesManifestSchema } from '@coinwatch/shared';
import { federationName, type ToolId } from '@coinwatch/shared/federation';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './jsonFile.ts';

/** A remote's version: the hash of every file of its build (names and contents), so any change is a new version. */
export async function remoteVersion(distDir: string): Promise<string> {
  const files = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  if (!files.some((file) => file.endsWith(`${sep}mf-manifest.json`)))
    throw new Error(`${distDir} is not a built tool: it has no mf-manifest.json. Build the tool first.`);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(relative(distDir, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Copies one built remote into its own versioned folder; nothing already served is touched. The
 * copy is made beside it and renamed into place, so a version folder is never half written.
 */
export async function publishRemote(siteDir: string, id: ToolId, distDir: string): Promise<{ version: string; entry: string }> {
  const version = await remoteVersion(distDir);
  await checkBuildIsOf(id, distDir);
  const target = join(siteDir, 'remotes', id, version);
  if (!(await exists(join(target, 'mf-manifest.json')))) {
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(distDir, partial, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(partial, target);
  }
  return { version, entry: remoteEntry(id, version) };
}

const BuildManifestSchema = z.object({ name: z.string() });

/**
 * Refuses another tool's build (a wrong CI artifact): released under this id, the shell would load
 * it for this tool's page. The federation manifest names the build.
 */
async function checkBuildIsOf(id: ToolId, distDir: string): Promise<void> {
  const built = await readJsonFile(
    join(distDir, 'mf-manifest.json'),
    BuildManifestSchema.nullable(),
    null,
    'is not a federation manifest.',
  );
  const expected = federationName(id);
  if (built?.name !== expected)
    throw new Error(
      `${distDir} is a build of ${built?.name ?? 'nothing'}, not of the ${id} tool (${expected}); release that tool's own build.`,
    );
}

/** Where the shell finds a released version of a tool. */
export const remoteEntry = (id: ToolId, version: string): string => `/remotes/${id}/${version}/mf-manifest.json`;

/** remotes.json as the site serves it; none yet is an empty manifest, a corrupt one an error. */
export function readRemotesManifest(siteDir: string): Promise<RemotesManifest> {
  // Writing over a corrupt one would drop the other tools' entries: nothing is released until it is mended.
  return readJsonFile(
    join(siteDir, 'remotes.json'),
    RemotesManifestSchema,
    { remotes: {} },
    'is not a valid remotes manifest; restore it (or run npm start to rebuild the site).',
  );
}

/** Switching remotes.json is the release. */
export function writeRemotesManifest(siteDir: string, manifest: RemotesManifest): Promise<void> {
  return writeJsonFile(join(siteDir, 'remotes.json'), manifest);
}

export function writeRuntimeConfig(siteDir: string, config: unknown): Promise<void> {
  return writeJsonFile(join(siteDir, 'config.json'), config);
}
