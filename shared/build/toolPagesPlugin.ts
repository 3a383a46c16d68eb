import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { TOOL_PAGES_FILE } from '../src/contract/appPaths.ts';

/** After a tool's build: writes its pages into its dist as TOOL_PAGES_FILE, for the server's status codes. */
export function toolPagesPlugin(pages: readonly string[]): RsbuildPlugin {
  return {
    name: 'coinwatch:tool-pages',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        if (web) await writeFile(join(web.distPath, TOOL_PAGES_FILE), `${JSON.stringify({ pages })}\n`);
      });
    },
  };
}
