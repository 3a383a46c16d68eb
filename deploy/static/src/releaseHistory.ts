import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolId } from '@coinwatch/shared/federation';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './jsonFile.ts';

/**
 * remotes/<tool>/releases.json: the versions that went live, oldest first; the last one is live.
 * A release pushes, a rollback pops, so rolling back twice goes two releases back.
 */
export const ReleaseHistorySchema = z.object({
  releases: z.array(
    z.object({
      version: z.string().regex(/^[0-9a-f]{12}$/),
      releasedAt: z.iso.datetime(),
      /** Set by a rollback to this version: live again since then, not since its release. */
      liveSince: z.iso.datetime().optional(),
    }),
  ),
});
export type ReleaseHistory = z.infer<typeof ReleaseHistorySchema>;

const historyPath = (siteDir: string, id: ToolId) => join(siteDir, 'remotes', id, 'releases.json');

export function readReleaseHistory(siteDir: string, id: ToolId): Promise<ReleaseHistory> {
  return readJsonFile(
    historyPath(siteDir, id),
    ReleaseHistorySchema,
    { releases: [] },
    'is not a valid release history; restore it, or delete it to start a new one.',
  );
}

export async function writeReleaseHistory(siteDir: string, id: ToolId, history: ReleaseHistory): Promise<void> {
  await mkdir(join(siteDir, 'remotes', id), { recursive: true });
  await writeJsonFile(historyPath(siteDir, id), history);
}
