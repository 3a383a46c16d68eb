import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolId } from '@coinwatch/shared/federation';
import { z } from 'zod';

/**
 * remotes/<tool>/releases.json: the versions that went live, oldest first; the last one is live.
 * A release pushes, a rollback pops, so rolling back twice goes two releases back.
 */
export const ReleaseHistorySchema = z.object({
  releases: z.array(z.object({ version: z.string().regex(/^[0-9a-f]{12}$/), releasedAt: z.iso.datetime() })),
});
export type ReleaseHistory = z.infer<typeof ReleaseHistorySchema>;

const historyPath = (siteDir: string, id: ToolId) => join(siteDir, 'remotes', id, 'releases.json');

export async function readReleaseHistory(siteDir: string, id: ToolId): Promise<ReleaseHistory> {
  const path = historyPath(siteDir, id);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { releases: [] };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ReleaseHistorySchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a valid release history; restore it, or delete it to start a new one.`);
  return parsed.data;
}

export async function writeReleaseHistory(siteDir: string, id: ToolId, history: ReleaseHistory): Promise<void> {
  const path = historyPath(siteDir, id);
  await mkdir(join(siteDir, 'remotes', id), { recursive: true });
  await writeFile(`${path}.${process.pid}`, `${JSON.stringify(history, null, 2)}\n`);
  await rename(`${path}.${process.pid}`, path);
}
