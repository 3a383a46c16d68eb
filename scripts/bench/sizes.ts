import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

export const gzipBytes = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const FederationManifestSchema = z.object({
  shared: z.array(z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }) }) })),
});

/**
 * The files of a released tool that hold its shared dependencies (fallback copies of react, viem…),
 * from its federation manifest: a tool's "own chunks" are what it fetches apart from these.
 */
export async function sharedDependencyFiles(siteDir: string, manifestEntry: string): Promise<Set<string>> {
  const manifest = FederationManifestSchema.parse(JSON.parse(await readFile(join(siteDir, manifestEntry), 'utf8')));
  const base = manifestEntry.slice(0, manifestEntry.lastIndexOf('/') + 1);
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((file) => `${base}${file}`));
}
