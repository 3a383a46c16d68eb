import { http } from 'viem';

/** The one thing the scan and the monitor need from a node: raw JSON-RPC, answers unchecked. */
export type Rpc = { request(method: string, params: unknown[]): Promise<unknown> };

/**
 * JSON-RPC over HTTP with viem's transport. Its own retries are off: the scan retries with its
 * own back-off and shrinks the block range on refusals, which viem's retry would only repeat.
 */
export function httpRpc(url: string): Rpc {
  const transport = http(url, { retryCount: 0, timeout: 30_000 })({ retryCount: 0 });
  return { request: (method, params) => transport.request({ method, params } as never) };
}
