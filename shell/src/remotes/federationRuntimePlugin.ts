import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from './fetchWithRetry.ts';
import { recordRemoteFailure } from './remoteFailures.ts';

/**
 * The first two of the three layers of remote failure handling: fetches of a remote's manifest are
 * retried with back-off, and any load error is recorded for the tool's boundary to explain.
 * Returning nothing from errorLoadRemote lets the error reach the boundary (the third layer).
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coinwatch-remote-failures',
    fetch(url, init) {
      // Manifests must never come from the HTTP cache: a release switches them in place.
      return fetchWithRetry(url, { ...init, cache: 'no-store' });
    },
    errorLoadRemote({ id, error, lifecycle }) {
      recordRemoteFailure(String(id), error, lifecycle);
      return undefined;
    },
  };
}
