import { BROWSER_TARGETS } from '@coinwatch/shared/build/browser-targets';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { buildIdPlugin, createBuildId } from './build/buildIdPlugin.ts';
import { prerenderPlugin } from './build/prerenderPlugin.ts';
import { routePreloadPlugin } from './build/routePreloadPlugin.ts';
import { sharedVersions } from './build/sharedVersions.ts';

const buildId = createBuildId();
const appDefines = { __BUILD_ID__: JSON.stringify(buildId), __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) };

export default defineConfig({
  // No federation build plugin: the shell loads the federation runtime only when a tool is opened
  // (src/remotes/federationHost.ts), so every other page starts without it.
  plugins: [pluginReact(), buildIdPlugin(buildId), prerenderPlugin(), routePreloadPlugin()],
  environments: {
    web: {
      source: {
        entry: { index: './src/index.tsx' },
        define: appDefines,
      },
      html: {
        title: 'Coinwatch',
        template: './src/index.html',
        favicon: './src/assets/favicon.svg',
        // The service worker keeps a page for offline only if it is of its own build (src/sw/sw.ts).
        meta: { 'coinwatch-build': buildId },
      },
      // manifest.json lists every file of the build: the service worker precaches the shell from it.
      output: { assetPrefix: '/', manifest: 'asset-manifest.json', inlineStyles: true, overrideBrowserslist: BROWSER_TARGETS },
    },
    // The sign-in page rendered at build time (build/prerenderPlugin.ts), by a Node bundle of the
    // same routes. Kept outside dist: it is a build tool, not part of the site.
    prerender: {
      source: { entry: { renderPage: './src/prerender/renderPage.tsx' }, define: appDefines },
      output: { target: 'node', distPath: { root: 'dist-prerender' }, filenameHash: false },
    },
    // The service worker is its own bundle at the site root, so its scope is the whole app.
    serviceWorker: {
      source: { entry: { sw: { import: './src/sw/sw.ts', html: false } }, define: { __BUILD_ID__: JSON.stringify(buildId) } },
      output: {
        target: 'web-worker',
        filename: { js: '[name].js' },
        distPath: { js: '' },
        filenameHash: false,
        overrideBrowserslist: BROWSER_TARGETS,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
  },
  server: { port: 3000, historyApiFallback: { disableDotRule: true } },
  output: { cleanDistPath: true },
});
