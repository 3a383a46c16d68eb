import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything the running app writes: data folders and the assembled site (git-ignored). */
export const LOCAL_DIR = join(ROOT, '.local');
export const SHELL_DIST = join(ROOT, 'shell', 'dist');
export const remoteDist = (id: string) => join(ROOT, 'remotes', id, 'dist');
