import { createPublicClient, http, type PublicClient } from 'viem';
import type { ChainConfig } from '../chains/chains.ts';

const clients = new Map<string, PublicClient>();

/**
 * Reads go to Coinwatch's node for the chain (the host's chain config), never through the wallet:
 * the wallet may sit on another network, and reading needs no permission. The reads of one
 * refresh leave as one JSON-RPC batch.
 */
export function publicClientFor(chain: ChainConfig): PublicClient {
  const key = `${chain.id}:${chain.rpcHttp}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({ transport: http(chain.rpcHttp, { batch: true, retryCount: 2, timeout: 15_000 }) });
    clients.set(key, client);
  }
  return client;
}
