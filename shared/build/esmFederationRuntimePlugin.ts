import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Rspack's federation plugin imports its bundler runtime, and the federation runtime that one
 * imports, by the paths `require.resolve` gives: the packages' CommonJS builds, which cannot be
 * tree-shaken. Each tool's container then carried all of @module-federation/sdk and the error-code
 * texts: 14.5 KB gzip for txns, 9.6 KB with the bundler runtime's ES module build, and about 600 B
 * less again with the runtime's. It points those two paths at the same packages' ES module builds,
 * found the way rspack finds them (from @module-federation/runtime-tools, resolved from the tool's
 * folder).
 */
export function esmFederationRuntimePlugin(environment: string): RsbuildPlugin {
  return {
    name: 'coinwatch:esm-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { environment: env }) => {
        if (env.name !== environment) return;
        const require = createRequire(join(api.context.rootPath, 'package.json'));
        const runtimeTools = require.resolve('@module-federation/runtime-tools');
        const aliases: Record<string, string> = {};
        for (const name of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
          const commonJs = require.resolve(name, { paths: [dirname(runtimeTools)] });
          const esModule = commonJs.replace(/\.cjs$/, '.js');
          // A later version with another layout fails the build here, not silently in size.
          if (esModule === commonJs || !existsSync(esModule)) {
            throw new Error(`No ES module build beside ${commonJs}: update esmFederationRuntimePlugin for this version`);
          }
          aliases[`${commonJs}$`] = esModule;
        }
        config.resolve ??= {};
        config.resolve.alias = { ...config.resolve.alias, ...aliases };
      });
    },
  };
}
