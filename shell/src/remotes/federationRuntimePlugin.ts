import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from './fetchWithRetry.ts';

/**
 * The first two of the three layers of remote failure handling: fetches of a remote's manifest are
 * retried with back-off, and every load error is reported with the stage it failed at. Returning
 * nothing from errorLoadRemote lets the error reach the tool's boundary (the third layer).
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coinwatch-remote-failures',
    fetch(url, init) {
      // Manifests must never come from the HTTP cache: a release switches them in place.
      return fetchWithRetry(url, { ...init, cache: 'no-store' });
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[coinwatch] remote ${String(id)} failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
