import { sharedSingletons } from '@coinwatch/shared/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The host: no remote is known at build time; runtime config registers them (src/remotes). */
export default createModuleFederationConfig({
  name: 'coinwatch_shell',
  remotes: {},
  shared: sharedSingletons,
  runtimePlugins: ['./src/remotes/federationRuntimePlugin.ts'],
  dts: false,
});
