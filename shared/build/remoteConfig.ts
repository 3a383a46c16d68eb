import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationName, remoteDevPorts, sharedSingletons, type ToolId } from '../federation.ts';

/** Module Federation settings of a tool: one exposed module, './tool', and the shared singletons. */
export function remoteFederationConfig(id: ToolId) {
  return createModuleFederationConfig({
    name: federationName(id),
    exposes: { './tool': './src/tool.tsx' },
    shared: sharedSingletons,
    dts: false,
  });
}

/** Rsbuild settings of a tool: its federated build plus a dev host that renders it alone. */
export function remoteRsbuildConfig(id: ToolId, mfConfig: ReturnType<typeof remoteFederationConfig>) {
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      // A built tool always runs in the shell, so it uses the shell's federation runtime instead of
      // shipping its own (~33 KB gzip); the dev server's page is its own host and keeps one.
      pluginModuleFederation({
        ...mfConfig,
        experiments: {
          ...mfConfig.experiments,
          externalRuntime: command === 'build',
          // A tool only ever runs in a browser and loads no remotes itself: no Node or snapshot code.
          optimization: { target: 'web', disableSnapshot: command === 'build' },
        },
      }),
    ],
    source: { entry: { index: './dev/index.ts' } },
    html: { title: `Coinwatch ${id} (dev host)` },
    server: { port: remoteDevPorts[id], cors: true, historyApiFallback: true },
    output: {
      // 'auto' lets one build be served from whichever versioned folder a release puts it in.
      assetPrefix: 'auto',
      // The dev server keeps out of dist/, which the running app serves.
      distPath: { root: command === 'dev' ? 'node_modules/.dev-dist' : 'dist' },
      cleanDistPath: true,
    },
  }));
}
