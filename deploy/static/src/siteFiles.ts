import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { RemotesManifestSchema } from '@coinwatch/shared';
import type { z } from 'zod';
import { readJsonFile } from './jsonFile.ts';

/** A file of the site by its path there; null when the path leads outside the site. */
function siteFile(siteDir: string, path: string): string | null {
  const file = normalize(join(siteDir, path));
  return file.startsWith(siteDir + sep) ? file : null;
}

/** A site file's JSON, or null when it is missing or not what `schema` says (the page then gets less). */
export async function readSiteJson<T>(siteDir: string, path: string, schema: z.ZodType<T>): Promise<T | null> {
  const file = siteFile(siteDir, path);
  if (!file) return null;
  try {
    return await readJsonFile(file, schema, null, 'is not valid');
  } catch (error) {
    console.warn(`[static] ${path} left out:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** A site file's text, or null when it is missing. */
export async function readSiteText(siteDir: string, path: string): Promise<string | null> {
  const file = siteFile(siteDir, path);
  if (!file) return null;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
}

/** The site path of the live release's manifest of tool `id`, or null when there is none or it is served from elsewhere (not this site's to read). */
export async function liveToolEntry(siteDir: string, id: string): Promise<string | null> {
  const entry = (await readSiteJson(siteDir, '/remotes.json', RemotesManifestSchema))?.remotes[id]?.entry;
  return entry?.startsWith('/') ? entry : null;
}
