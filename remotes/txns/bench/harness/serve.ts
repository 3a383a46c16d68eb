// Serves the harness with rsbuild's dev server: HARNESS_PORT (3101), DEVNET_RPC_URL / DEVNET_WS_URL.
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Dev server by default; `production: true` builds minified and serves the build (for the benchmark). */
export async function serveHarness(options: { port?: number; rpcHttp: string; rpcWs: string; production?: boolean }) {
  const rsbuild = await createRsbuild({
    cwd: new URL('../..', import.meta.url).pathname,
    rsbuildConfig: {
      mode: options.production ? 'production' : 'development',
      plugins: [pluginReact()],
      source: {
        entry: { index: './bench/harness/index.tsx' },
        define: { HARNESS_RPC_HTTP: JSON.stringify(options.rpcHttp), HARNESS_RPC_WS: JSON.stringify(options.rpcWs) },
      },
      server: { port: options.port ?? 3101, historyApiFallback: true, strictPort: true },
      dev: { hmr: false, liveReload: false },
      performance: { printFileSize: false },
      // Under node_modules so the build never shows up as untracked files.
      output: { distPath: { root: 'node_modules/.cache/txns-harness' }, cleanDistPath: true },
      logLevel: 'warn',
    },
  });
  if (options.production) {
    await rsbuild.build();
    const preview = await rsbuild.preview();
    return { url: `http://localhost:${preview.port}`, close: () => preview.server.close() };
  }
  const server = await rsbuild.startDevServer();
  return { url: `http://localhost:${server.port}`, close: () => server.server.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const served = await serveHarness({
    port: Number(process.env.HARNESS_PORT ?? 3101),
    rpcHttp: process.env.DEVNET_RPC_URL ?? 'http://127.0.0.1:8545',
    rpcWs: process.env.DEVNET_WS_URL ?? 'ws://127.0.0.1:8545',
  });
  console.log(`txns harness on ${served.url}/tools/txns`);
}
