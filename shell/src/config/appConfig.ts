import { type ChainConfig, DEVNET_CHAIN_ID, resolveChains } from '@coinwatch/shared';
import { fetchJson, type RuntimeConfig, RuntimeConfigSchema } from './runtimeConfig.ts';

/**
 * The runtime config, with its chains resolved, and the chain the app's own chain data is on: the
 * devnet on a local stack (where the demo data is), none on a hosted site. Forms and tools start there.
 */
export type AppConfig = RuntimeConfig & { resolvedChains: ChainConfig[]; homeChainId: number | undefined };

let loading: Promise<AppConfig> | null = null;
let loaded: AppConfig | null = null;

/** The runtime config, if this page has it already. */
export const loadedAppConfig = (): AppConfig | null => loaded;

/** The runtime config, fetched once per page (a failed fetch is tried again on the next call). */
export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetchJson('/config.json', RuntimeConfigSchema)
    .then((config) => {
      loaded = { ...config, resolvedChains: resolveChains(config.chains), homeChainId: config.devnet ? DEVNET_CHAIN_ID : undefined };
      return loaded;
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
