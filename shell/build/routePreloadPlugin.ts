import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RoutePreloads } from '@coinwatch/shared/route-preloads';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Each tool page and the shell chunks its first render needs, by the names their lazy imports give
 * them (webpackChunkName): the session check, the layout, the page and the federation runtime.
 */
const TOOL_ROUTES = [
  { path: '^/tools/txns(/|$)', tool: 'txns', chunks: ['supabase', 'txns-layout', 'txns-page', 'federation'] },
  { path: '^/tools/wallet(/|$)', tool: 'wallet', chunks: ['supabase', 'default-layout', 'wallet-page', 'federation'] },
  { path: '^/tools/friend-tech(/|$)', tool: 'friend-tech', chunks: ['supabase', 'default-layout', 'friend-tech-page', 'federation'] },
];

/**
 * Writes route-preloads.json (@coinwatch/shared/route-preloads) beside index.html: the files of
 * those chunks, for the static server to preload with a tool page. The build fails if a name above
 * names no chunk, so a renamed import cannot silently drop its preload.
 */
export function routePreloadPlugin(): RsbuildPlugin {
  return {
    name: 'coinwatch:route-preloads',
    setup(api) {
      api.onAfterEnvironmentCompile(async ({ stats, environment }) => {
        if (environment.name !== 'web' || !stats) return;
        const {
          namedChunkGroups = {},
          entrypoints = {},
          publicPath = '/',
        } = stats.toJson({ all: false, chunkGroups: true, entrypoints: true, publicPath: true });
        const filesOf = (name: string) => {
          const group = namedChunkGroups[name];
          if (!group) throw new Error(`routePreloadPlugin names a chunk "${name}" that no lazy import is named (webpackChunkName).`);
          return (group.assets ?? []).map((asset) => publicPath + asset.name).filter((file) => /\.(js|css)$/.test(file));
        };
        const preloads: RoutePreloads = {
          // The config first, as the page's own preload of it (src/index.html) asks: the first route waits for it.
          page: [
            { path: '/config.json', as: 'fetch' },
            ...(entrypoints.index?.assets ?? []).map((asset) => ({ path: publicPath + asset.name, as: 'script' as const })),
          ],
          routes: TOOL_ROUTES.map(({ path, tool, chunks }) => ({ path, tool, files: [...new Set(chunks.flatMap(filesOf))] })),
        };
        await writeFile(join(environment.distPath, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
      });
    },
  };
}
