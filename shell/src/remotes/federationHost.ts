import * as coinwatchShared from '@coinwatch/shared';
import { sharedSingletons } from '@coinwatch/shared/federation';
import * as toolRouter from '@coinwatch/shared/router';
import * as toolZod from '@coinwatch/shared/zod';
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

const onDemand = (name: keyof typeof sharedSingletons, load: () => Promise<object>) => ({
  version: __SHARED_VERSIONS__[name],
  get: () => load().then((module) => () => module),
  shareConfig: sharedSingletons[name],
  // Not yet loaded, an offer of the same version would lose to a tool's copy (ties go by name):
  // this keeps the shell's, so the page holds one copy.
  strategy: 'loaded-first' as const,
});

export const federation = createInstance({
  name: 'coinwatch_shell',
  remotes: [],
  shared: {
    react: offered('react', React),
    'react-dom': offered('react-dom', ReactDOM),
    '@coinwatch/shared/router': offered('@coinwatch/shared/router', toolRouter),
    '@coinwatch/shared/zod': offered('@coinwatch/shared/zod', toolZod),
    valtio: offered('valtio', valtio),
    '@coinwatch/shared': offered('@coinwatch/shared', coinwatchShared),
    // Loaded by the shell on demand; a tool that asks first loads the same copy.
    '@supabase/supabase-js': onDemand('@supabase/supabase-js', () => import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js')),
    '@tanstack/react-virtual': onDemand('@tanstack/react-virtual', () => import('@tanstack/react-virtual')),
  },
  plugins: [injectExternalRuntimeCore(), federationRuntimePlugin()],
});
