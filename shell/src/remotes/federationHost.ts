import * as coinwatchShared from '@coinwatch/shared';
import { sharedSingletons } from '@coinwatch/shared/federation';
import * as toolRouter from '@coinwatch/shared/router';
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import React from 'react';
import ReactDOM from 'react-dom';
import * as valtio from 'valtio';
import federationRuntimePlugin from './federationRuntimePlugin.ts';

/**
 * The shell is a federation host only at run time: this module (and the federation runtime with
 * it) is loaded the first time a tool is opened, so pages without a tool never pay for it.
 * The shell offers the very module instances it runs on as the shared singletons, marked loaded, so
 * a tool always renders with the shell's React, router context and store library, never a copy.
 * Tools are built without a runtime of their own (externalRuntime); the inject plugin hands them
 * this one.
 */
const offered = (name: keyof typeof sharedSingletons, module: object) => ({
  version: __SHARED_VERSIONS__[name],
  lib: () => module,
  shareConfig: sharedSingletons[name],
});

export const federation = createInstance({
  name: 'coinwatch_shell',
  remotes: [],
  shared: {
    react: offered('react', React),
    'react-dom': offered('react-dom', ReactDOM),
    '@coinwatch/shared/router': offered('@coinwatch/shared/router', toolRouter),
    valtio: offered('valtio', valtio),
    '@coinwatch/shared': offered('@coinwatch/shared', coinwatchShared),
    // The shell loads supabase-js after its first paint; a tool that asks first loads the same copy.
    '@supabase/supabase-js': {
      version: __SHARED_VERSIONS__['@supabase/supabase-js'],
      get: () => import('@supabase/supabase-js').then((module) => () => module),
      shareConfig: sharedSingletons['@supabase/supabase-js'],
    },
  },
  plugins: [injectExternalRuntimeCore(), federationRuntimePlugin()],
});
