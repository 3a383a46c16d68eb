import type { LogFilter } from '../../chain/logFilters.ts';
import type { Rpc } from '../../chain/rpc.ts';
import { createTransferKeySet, RpcLogsSchema, type Transfer, toTransfers } from '../../chain/transfer.ts';

export class InvalidRpcAnswerError extends Error {
  override name = 'InvalidRpcAnswerError';
}

const hex = (n: bigint) => `0x${n.toString(16)}`;

/**
 * The transfers in [from, to]: one eth_getLogs per filter, all in flight at once, each answer
 * checked and decoded as it arrives. Only the filters of one range overlap (tracked → tracked),
 * so a transfer both filters found is kept once.
 */
export async function fetchRange(rpc: Rpc, filters: readonly LogFilter[], from: bigint, to: bigint): Promise<Transfer[]> {
  const parts = await Promise.all(
    filters.map(async (f) => {
      const parsed = RpcLogsSchema.safeParse(await rpc.request('eth_getLogs', [{ ...f, fromBlock: hex(from), toBlock: hex(to) }]));
      if (!parsed.success) throw new InvalidRpcAnswerError(parsed.error.issues[0]?.message);
      return toTransfers(parsed.data);
    }),
  );
  const seen = createTransferKeySet();
  const out: Transfer[] = [];
  for (const part of parts) for (const t of part) if (seen.add(t)) out.push(t);
  return out;
}
