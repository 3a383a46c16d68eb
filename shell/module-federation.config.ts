import { fileURLToPath } from 'node:url';
import { sharedSingletons } from '@coinwatch/shared/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The host: no remote is known at build time; runtime config registers them (src/remotes). */
export default createModuleFederationConfig({
  name: 'coinwatch_shell',
  remotes: {},
  shared: sharedSingletons,
  // Absolute: the federation build also compiles shared modules from another folder.
  runtimePlugins: [fileURLToPath(new URL('./src/remotes/federationRuntimePlugin.ts', import.meta.url))],
  // Tools are built without a federation runtime of their own: the shell provides its one.
  experiments: { provideExternalRuntime: true },
  dts: false,
});
