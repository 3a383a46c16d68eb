import { posix } from 'node:path';
import { isToolPage, TOOL_PAGES_FILE } from '@coinwatch/shared/app-paths';
import { TOOL_IDS } from '@coinwatch/shared/federation';
import { z } from 'zod';
import { liveToolEntry, readSiteJson } from './siteFiles.ts';

const ToolPagesSchema = z.object({ pages: z.array(z.string()) });

/**
 * Whether `path` (as the link has it, not decoded) is under a tool (/tools/<id>/…, any case) but
 * none of its pages, by the pages its live release ships (TOOL_PAGES_FILE), read at each request
 * like its first frame, so a release or rollback changes it at once. False for any other path, and
 * for a release without the file: the tool then answers for every path under it.
 */
export async function isUnknownToolPage(siteDir: string, path: string): Promise<boolean> {
  const [, tool, rest = ''] = /^\/tools\/([^/]+)(\/.*)?$/.exec(path.toLowerCase()) ?? [];
  const id = TOOL_IDS.find((t) => t === tool);
  if (!id) return false;
  const entry = await liveToolEntry(siteDir, id);
  const shipped = entry ? await readSiteJson(siteDir, posix.join(posix.dirname(entry), TOOL_PAGES_FILE), ToolPagesSchema) : null;
  return shipped !== null && !isToolPage(shipped.pages, rest);
}
