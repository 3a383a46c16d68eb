import { http } from 'viem';

/** The one thing the scan and the monitor need from a node: raw JSON-RPC, answers unchecked. */
export type Rpc = { request(method: string, params: unknown[]): Promise<unknown> };

/**
 * JSON-RPC over HTTP with viem's transport. Its own retries are off: the scan retries with its
 * own back-off and shrinks the block range on refusals, which viem's retry would only repeat.
 * An answer over viem's size cap (10 MB unless `maxResponseBodySize` says otherwise) is such a
 * refusal too.
 */
export function httpRpc(url: string, options: { maxResponseBodySize?: number } = {}): Rpc {
  const transport = http(url, { retryCount: 0, timeout: 30_000, ...options })({ retryCount: 0 });
  return { request: (method, params) => transport.request({ method, params } as never) };
}
