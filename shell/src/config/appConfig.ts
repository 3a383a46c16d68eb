import { type ChainConfig, resolveChains } from '@coinwatch/shared';
import { fetchJson, type RuntimeConfig, RuntimeConfigSchema } from './runtimeConfig.ts';

export type AppConfig = RuntimeConfig & { resolvedChains: ChainConfig[] };

let loading: Promise<AppConfig> | null = null;
let loaded: AppConfig | null = null;

/** The runtime config, if this page has it already. */
export const loadedAppConfig = (): AppConfig | null => loaded;

/** The runtime config, fetched once per page (a failed fetch is tried again on the next call). */
export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetchJson('/config.json', RuntimeConfigSchema)
    .then((config) => {
      loaded = { ...config, resolvedChains: resolveChains(config.chains) };
      return loaded;
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
