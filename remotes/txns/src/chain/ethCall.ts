import type * as z from '@coinwatch/shared/zod';
import type { Rpc } from './rpc.ts';
import { Hex } from './rpcSchemas.ts';

const HexResult = Hex as unknown as z.ZodMiniType<`0x${string}`>;

/** eth_call's raw answer at a block (latest by default), checked to be hex before anyone decodes it. */
export async function ethCall(rpc: Rpc, to: string, data: `0x${string}`, what: string, block: bigint | 'latest' = 'latest') {
  const tag = typeof block === 'bigint' ? `0x${block.toString(16)}` : block;
  const result = HexResult.safeParse(await rpc.request('eth_call', [{ to, data }, tag]));
  if (!result.success) throw new Error(`eth_call ${what} gave an unexpected answer`);
  return result.data;
}
