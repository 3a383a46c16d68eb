// Benchmark: the same eth_getLogs queries the tool makes (transfers from and to the addresses),
// straight from Node, so the tool's full scan can be compared with the node's raw speed.
import { pad } from 'viem';

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export type RawGetLogsResult = { transfers: number; ms: number; transfersPerSecond: number };

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error || (!Array.isArray(body.result) && method === 'eth_getLogs'))
    throw new Error(`${method}: ${body.error?.message ?? 'bad answer'}`);
  return body.result;
}

export type RawGetLogsParameters = { rpcUrl: string; token: string; addresses: string[]; fromBlock: number; toBlock: number };

/** The two eth_getLogs filters (transfers from, and to, the addresses) over the range. */
export function getLogsFilters(o: RawGetLogsParameters) {
  const padded = o.addresses.map((a) => pad(a.toLowerCase() as `0x${string}`));
  const range = { fromBlock: `0x${o.fromBlock.toString(16)}`, toBlock: `0x${o.toBlock.toString(16)}`, address: o.token };
  return [
    { ...range, topics: [TRANSFER_TOPIC, padded] },
    { ...range, topics: [TRANSFER_TOPIC, null, padded] },
  ];
}

/**
 * Counts unique Transfer logs of `token` from or to `addresses` in [fromBlock, toBlock], and times
 * it: both calls at once, as the tool makes them, or `oneAfterTheOther` (for scale: anvil works
 * through eth_getLogs calls one at a time, so both at once take about as long).
 */
export async function benchRawGetLogs(o: RawGetLogsParameters, oneAfterTheOther = false): Promise<RawGetLogsResult> {
  const filters = getLogsFilters(o);
  const started = performance.now();
  const call = (filter: (typeof filters)[number]) => rpc(o.rpcUrl, 'eth_getLogs', [filter]);
  let answers: unknown[] = [];
  if (!oneAfterTheOther) answers = await Promise.all(filters.map(call));
  else for (const filter of filters) answers.push(await call(filter));
  const keys = new Set<string>();
  for (const logs of answers as Array<Array<{ transactionHash: string; logIndex: string }>>) {
    for (const log of logs) keys.add(`${log.transactionHash}:${log.logIndex}`);
  }
  const ms = performance.now() - started;
  return { transfers: keys.size, ms, transfersPerSecond: (keys.size / ms) * 1000 };
}
