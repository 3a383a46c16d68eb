import { readFile, rename, writeFile } from 'node:fs/promises';
import type { z } from 'zod';

/**
 * A JSON file the release keeps: `missing` when there is none yet; an error saying `invalid` when
 * it is not what `schema` describes, because writing over it would lose what it held. The error
 * names the file as `shownAs` (the user's folder for a copy the release reads).
 */
export async function readJsonFile<T>(path: string, schema: z.ZodType<T>, missing: T, invalid: string, shownAs = path): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${shownAs} ${invalid}`);
  return parsed.data;
}

/** Written whole beside the old file, then renamed over it: a reader never sees half of it. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(tmp, path);
}
