import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationName, remoteDevPorts, sharedSingletons, type ToolId } from '../federation.ts';
import { portOffset, stackPorts } from '../stackPorts.ts';
import { BROWSER_TARGETS } from './browserTargets.ts';
import { esmFederationRuntimePlugin } from './esmFederationRuntimePlugin.ts';
import { FIRST_FRAME_ENVIRONMENT, firstFramePlugin } from './firstFrame/firstFramePlugin.ts';
import { toolPagesPlugin } from './toolPagesPlugin.ts';

/** Module Federation settings of a tool: one exposed module, './Tool' (architecture.md), and the shared singletons. */
export function remoteFederationConfig(id: ToolId) {
  return createModuleFederationConfig({
    name: federationName(id),
    exposes: { './Tool': './src/tool.tsx' },
    // viem's ESM folder has a package.json without a version, which the plugin reads (and warns of
    // at every build): its version is said here, from viem's own package.json.
    shared: { ...sharedSingletons, viem: { ...sharedSingletons.viem, version: packageVersion('viem') } },
    dts: false,
  });
}

/** The version of a dependency as the tool being built resolves it. */
function packageVersion(name: string): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/**
 * Rsbuild settings of a tool: its federated build plus a dev host that renders it alone; a build
 * also renders the tool's first frame (@coinwatch/shared/first-frame) with a Node bundle of it, and
 * ships its `pages` (its routes' patterns, @coinwatch/shared/app-paths) for the server.
 */
export function remoteRsbuildConfig(id: ToolId, mfConfig: ReturnType<typeof remoteFederationConfig>, pages: readonly string[]) {
  const offset = portOffset();
  const ports = stackPorts(offset);
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      // A built tool always runs in the shell, so it uses the shell's federation runtime instead of
      // shipping its own (~33 KB gzip); the dev server's page is its own host and keeps one.
      pluginModuleFederation(
        {
          ...mfConfig,
          experiments: {
            ...mfConfig.experiments,
            externalRuntime: command === 'build',
            // A tool only ever runs in a browser and loads no remotes itself: no Node, snapshot or
            // remote-loading code.
            optimization: { target: 'web', disableSnapshot: command === 'build', disableRemote: command === 'build' },
          },
        },
        { environment: 'web' },
      ),
      esmFederationRuntimePlugin('web'),
      ...(command === 'build' ? [firstFramePlugin(`/tools/${id}`), toolPagesPlugin(pages)] : []),
    ],
    // Moved with the stack (COINWATCH_PORT_OFFSET), whose app server tells the dev host the rest.
    // Its dev page is its own host; the one other page that loads it is the app's (a shell pointed at
    // a dev remote), so CORS allows that origin only, not any site the developer opens meanwhile.
    server: {
      port: remoteDevPorts[id] + offset,
      cors: { origin: [`http://localhost:${ports.app}`, `http://127.0.0.1:${ports.app}`] },
      historyApiFallback: { disableDotRule: true },
    },
    environments: {
      web: {
        source: {
          // The dev host is for `pnpm dev` only: a release ships no page with a sign-in form that
          // reads localhost's config. The build's entry is empty (federation needs one) and has no page.
          entry: { index: command === 'dev' ? './dev/index.ts' : fileURLToPath(new URL('./emptyEntry.ts', import.meta.url)) },
          define: { __DEV_CONFIG_URL__: JSON.stringify(`http://localhost:${ports.app}/config.json`) },
        },
        html: { title: `Coinwatch ${id} (dev host)` },
        tools: { htmlPlugin: command === 'dev' },
        output: {
          // 'auto' lets one build be served from whichever versioned folder a release puts it in.
          assetPrefix: 'auto',
          overrideBrowserslist: BROWSER_TARGETS,
          // The dev server keeps out of dist/, which the running app serves.
          distPath: { root: command === 'dev' ? 'node_modules/.dev-dist' : 'dist' },
          cleanDistPath: true,
        },
      },
      ...(command === 'build' && {
        // A build tool, not part of the release: kept outside dist.
        [FIRST_FRAME_ENVIRONMENT]: {
          source: { entry: { firstFrame: fileURLToPath(new URL('./firstFrame/renderFirstFrame.tsx', import.meta.url)) } },
          // ws's optional native add-ons (never installed, never needed to render a frame) are left out
          // rather than reported missing at every build.
          resolve: { alias: { '@coinwatch/first-frame-tool': './src/tool.tsx', bufferutil: false, 'utf-8-validate': false } },
          output: { target: 'node', distPath: { root: 'dist-first-frame' }, filenameHash: false, cleanDistPath: true },
        },
      }),
    },
  }));
}
