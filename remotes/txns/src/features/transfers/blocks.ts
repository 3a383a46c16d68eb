import type { Rpc } from '../../chain/rpc.ts';
import { RpcBlockSchema } from '../../chain/rpcSchemas.ts';
import type { Transfer } from '../../chain/transfer.ts';
import { setTimestamps } from '../../state/txnsState.ts';

export type Head = { number: bigint; hash: string; timestamp: number };

export async function getBlock(rpc: Rpc, tag: bigint | 'latest'): Promise<Head | null> {
  const raw = await rpc.request('eth_getBlockByNumber', [typeof tag === 'bigint' ? `0x${tag.toString(16)}` : tag, false]);
  if (raw === null) return null;
  const block = RpcBlockSchema.parse(raw);
  return { number: BigInt(block.number), hash: block.hash, timestamp: Number(block.timestamp) };
}

export async function getHead(rpc: Rpc): Promise<Head> {
  const head = await getBlock(rpc, 'latest');
  if (!head) throw new Error('The node has no latest block');
  return head;
}

/** The newest blocks whose rows lack a time (nodes that omit blockTimestamp in logs) get one. */
export async function resolveTimestamps(rpc: Rpc, rows: readonly Transfer[], signal: AbortSignal, limit = 300): Promise<void> {
  const missing = [...new Set(rows.filter((t) => t.timestamp === null).map((t) => t.blockNumber))].slice(0, limit);
  for (let i = 0; i < missing.length && !signal.aborted; i += 10) {
    const blocks = await Promise.all(missing.slice(i, i + 10).map((n) => getBlock(rpc, n)));
    // The page may show another coin, or chain, by now: these blocks' times are not its.
    if (signal.aborted) return;
    setTimestamps(new Map(blocks.filter((b) => b !== null).map((b) => [b.number, b.timestamp])));
  }
}
