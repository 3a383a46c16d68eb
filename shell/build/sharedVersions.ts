import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sharedSingletons } from '@coinwatch/shared/federation';

const require = createRequire(import.meta.url);

/** The installed version of each shared singleton ('@coinwatch/shared/router' is its package's). */
export function sharedVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(sharedSingletons).map((name) => {
      const pkg = name.startsWith('@coinwatch/shared') ? '@coinwatch/shared' : name;
      const { version } = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string };
      return [name, version];
    }),
  );
}
