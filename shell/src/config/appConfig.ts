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

/**
 * The chains the app offers. The devnet is a node on the user's own machine (localhost:8545): only
 * where the app runs beside one (npm start, which writes its demo data) or the config points it at
 * one. A hosted site's users never see a chain that cannot work for them.
 */
export const offeredChains = (config: RuntimeConfig): ChainConfig[] =>
  resolveChains(config.chains).filter((c) => c.id !== DEVNET_CHAIN_ID || config.devnet || config.chains[DEVNET_CHAIN_ID]);

/** The runtime config, fetched once per page (a failed fetch is tried again on the next call). */
export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetchJson('/config.json', RuntimeConfigSchema)
    .then((config) => {
      loaded = { ...config, resolvedChains: offeredChains(config), homeChainId: config.devnet ? DEVNET_CHAIN_ID : undefined };
      return loaded;
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
