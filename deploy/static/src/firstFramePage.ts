import { posix } from 'node:path';
import { TOOL_IDS } from '@coinwatch/shared/federation';
import { FIRST_FRAME_FILE, FIRST_FRAME_SLOT, FRAME_TEMPLATE_FILE } from '@coinwatch/shared/first-frame';
import { liveToolEntry, readSiteText } from './siteFiles.ts';

/**
 * The page for a tool's own path (/tools/<id>): the shell's page for it (its build's
 * tools/<id>/frame.html) with the first frame of the tool's live release in its slot, read at
 * each request, so a release or rollback of the tool changes it at once. Null, and the app page
 * is served, when the shell built no such page or the live release ships no first frame.
 */
export async function firstFramePage(siteDir: string, path: string): Promise<string | null> {
  const id = TOOL_IDS.find((tool) => new RegExp(`^/tools/${tool}/?$`).test(path));
  if (!id) return null;
  const entry = await liveToolEntry(siteDir, id);
  if (!entry) return null;
  const [page, frame] = await Promise.all([
    readSiteText(siteDir, `/tools/${id}/${FRAME_TEMPLATE_FILE}`),
    readSiteText(siteDir, posix.join(posix.dirname(entry), FIRST_FRAME_FILE)),
  ]);
  if (!page?.includes(FIRST_FRAME_SLOT) || frame === null) return null;
  return page.replace(FIRST_FRAME_SLOT, () => frame);
}
