import { MULTICALL3_ADDRESS } from '@coinwatch/shared';
import { z } from 'zod';
import { Multicall3Bytecode } from '../artifacts/contracts.ts';
import { HexSchema, type RpcClient } from './rpcClient.ts';

/**
 * Puts Multicall3 where Ethereum and Base have it. eth_call of its creation code returns the code a
 * deployment would leave, and anvil_setCode places that without a transaction: the seeded blocks
 * stay the same, from block 1.
 */
export async function installMulticall3(rpc: RpcClient): Promise<void> {
  const code = await rpc('eth_call', [{ data: Multicall3Bytecode }, 'latest'], HexSchema);
  if (code.length <= 2) throw new Error('Multicall3 creation code returned no runtime code');
  await rpc('anvil_setCode', [MULTICALL3_ADDRESS, code], z.unknown());
}
