import { z } from 'zod';

/**
 * A URL of one of these schemes. A URL alone is not enough: "my-node.internal:8545" parses, with
 * "my-node.internal" as its scheme, and a chain given it failed every call as unreachable.
 */
const urlOf = (...schemes: string[]) =>
  z.url({ protocol: new RegExp(`^(${schemes.join('|')})$`), error: `Must be a ${schemes.join(':// or ')}:// URL` });

export const ChainConfigSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  rpcHttp: urlOf('https', 'http'),
  rpcWs: urlOf('wss', 'ws'),
  /** Block explorer base URL; null for the local devnet, which has none. */
  explorerUrl: urlOf('https', 'http').nullable(),
  nativeSymbol: z.string(),
});
export type ChainConfig = z.infer<typeof ChainConfigSchema>;

export const DEVNET_CHAIN_ID = 31337;

export const defaultChains: readonly ChainConfig[] = [
  {
    id: 1,
    name: 'Ethereum',
    rpcHttp: 'https://ethereum-rpc.publicnode.com',
    rpcWs: 'wss://ethereum-rpc.publicnode.com',
    explorerUrl: 'https://etherscan.io',
    nativeSymbol: 'ETH',
  },
  {
    id: 8453,
    name: 'Base',
    rpcHttp: 'https://mainnet.base.org',
    rpcWs: 'wss://base-rpc.publicnode.com',
    explorerUrl: 'https://basescan.org',
    nativeSymbol: 'ETH',
  },
  {
    id: DEVNET_CHAIN_ID,
    name: 'Devnet',
    rpcHttp: 'http://localhost:8545',
    rpcWs: 'ws://localhost:8545',
    explorerUrl: null,
    nativeSymbol: 'ETH',
  },
];

/** Runtime overrides of a chain's URLs, keyed by chain id (from the runtime config). */
export const ChainOverridesSchema = z.record(
  z.string().regex(/^[0-9]+$/),
  ChainConfigSchema.pick({ rpcHttp: true, rpcWs: true, explorerUrl: true }).partial(),
);
export type ChainOverrides = z.infer<typeof ChainOverridesSchema>;

export function resolveChains(overrides: ChainOverrides = {}): ChainConfig[] {
  return defaultChains.map((chain) => ({ ...chain, ...overrides[String(chain.id)] }));
}

export function explorerLink(chain: ChainConfig | undefined, kind: 'address' | 'tx' | 'token', value: string): string | null {
  return chain?.explorerUrl ? `${chain.explorerUrl}/${kind}/${value}` : null;
}
