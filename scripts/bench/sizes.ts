import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

export const gzipBytes = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ManifestSchema = z.object({
  exposes: z.array(z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }) }) })),
});

/**
 * Gzip bytes of a tool's own chunks: what its exposed module needs, which the federation manifest
 * lists apart from the shared dependencies (served once, by whoever loads them first).
 */
export async function toolOwnBytes(distDir: string): Promise<number> {
  const manifest = ManifestSchema.parse(JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')));
  const files = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
  let total = 0;
  for (const file of files) total += await gzipBytes(join(distDir, file));
  return total;
}
