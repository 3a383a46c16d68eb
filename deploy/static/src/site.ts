import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
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
 * build is copied first, then the copy is hashed and checked against its manifest, so what goes
 * live is what was checked, even while the build folder changes (a build running beside the
 * release). The copy is renamed into place, so a version folder is never half written.
 */
export async function publishRemote(siteDir: string, id: ToolId, distDir: string): Promise<{ version: string; entry: string }> {
  // Before copying anything: a wrong --dist (a whole disk) is refused at once.
  await readBuildManifest(id, distDir, distDir);
  const dir = join(siteDir, 'remotes', id);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `incoming.partial-${process.pid}`);
  await rm(partial, { recursive: true, force: true });
  try {
    await cp(distDir, partial, { recursive: true });
    await checkComplete(await readBuildManifest(id, partial, distDir), partial, distDir);
    const version = await remoteVersion(partial);
    const target = join(dir, version);
    if (!(await exists(join(target, 'mf-manifest.json')))) {
      await rm(target, { recursive: true, force: true });
      await rename(partial, target);
    }
    return { version, entry: remoteEntry(id, version) };
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

const AssetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
  css: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
});
const BuildManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ assets: AssetsSchema })),
  shared: z.array(z.object({ assets: AssetsSchema })),
});
type BuildManifest = z.infer<typeof BuildManifestSchema>;

/**
 * The federation manifest of a build in `dir` (`distDir` as the user named it). Refuses another
 * tool's build (a wrong CI artifact): released under this id, the shell would load it for this
 * tool's page.
 */
async function readBuildManifest(id: ToolId, dir: string, distDir: string): Promise<BuildManifest> {
  const built = await readJsonFile(
    join(dir, 'mf-manifest.json'),
    BuildManifestSchema.nullable(),
    null,
    'is not a federation manifest; build the tool again.',
    join(distDir, 'mf-manifest.json'),
  );
  if (!built) throw new Error(`${distDir} is not a built tool: it has no mf-manifest.json. Build the tool first.`);
  const expected = federationName(id);
  if (built.name !== expected)
    throw new Error(`${distDir} is a build of ${built.name}, not of the ${id} tool (${expected}); release that tool's own build.`);
  return built;
}

/** Refuses a build that lacks a file its manifest names: live, the tool would fail to load for everyone. */
async function checkComplete(manifest: BuildManifest, dir: string, distDir: string): Promise<void> {
  const { name, path } = manifest.metaData.remoteEntry;
  const files = [
    join(path, name),
    ...[...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ]),
  ];
  const missing: string[] = [];
  for (const file of new Set(files)) if (!(await exists(join(dir, file)))) missing.push(file);
  if (missing.length)
    throw new Error(
      `${distDir} is an incomplete build: its manifest names ${missing.length} file(s) it lacks (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}). Build the tool again; nothing was released.`,
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
