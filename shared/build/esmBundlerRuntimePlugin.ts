import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Rspack's federation plugin imports its bundler runtime by the path `require.resolve` gives: the
 * package's CommonJS build, which cannot be tree-shaken. Each tool's container then carried all of
 * @module-federation/sdk and the error-code texts: 14.5 KB gzip for txns, 9.6 KB with this plugin.
 * It points that one path at the same package's ES module build, found the way rspack finds it
 * (from @module-federation/runtime-tools, resolved from the tool's folder).
 */
export function esmBundlerRuntimePlugin(environment: string): RsbuildPlugin {
  return {
    name: 'coinwatch:esm-bundler-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { environment: env }) => {
        if (env.name !== environment) return;
        const require = createRequire(join(api.context.rootPath, 'package.json'));
        const runtimeTools = require.resolve('@module-federation/runtime-tools');
        const commonJs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [dirname(runtimeTools)] });
        const esModule = commonJs.replace(/\.cjs$/, '.js');
        // A later version with another layout fails the build here, not silently in size.
        if (esModule === commonJs || !existsSync(esModule)) {
          throw new Error(`No ES module build beside ${commonJs}: update esmBundlerRuntimePlugin for this version`);
        }
        config.resolve ??= {};
        config.resolve.alias = { ...config.resolve.alias, [`${commonJs}$`]: esModule };
      });
    },
  };
}
