import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { ChainConfig } from '../chains/chains.ts';
import { MULTICALL3_ADDRESS } from '../chains/multicall3.ts';

const clients = new Map<string, PublicClient>();

/**
 * Call data per Multicall3 aggregate (viem's default is 1 KB, ~28 balanceOf calls): with 16 KB a
 * refresh of hundreds of addresses is a handful of eth_calls, each far inside a node's caps.
 */
const MULTICALL_BYTES = 16_384;

/**
 * Reads go to Coinwatch's node for the chain (the host's chain config), never through the wallet:
 * the wallet may sit on another network, and reading needs no permission. The contract reads of
 * one refresh are gathered into Multicall3 aggregates, and what is left leaves as one JSON-RPC
 * batch: a public node counts a few calls, not one per address.
 */
export function publicClientFor(chain: ChainConfig): PublicClient {
  const key = `${chain.id}:${chain.rpcHttp}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcHttp], webSocket: [chain.rpcWs] } },
        contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
      }),
      batch: { multicall: { batchSize: MULTICALL_BYTES } },
      transport: http(chain.rpcHttp, { batch: true, retryCount: 2, timeout: 15_000 }),
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}
