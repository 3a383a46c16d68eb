import { z } from 'zod';
import { HexSchema, QuantitySchema, type RpcClient } from './rpcClient.ts';
import type { SeedPlan, SeedTx } from './seedPlan.ts';

// Fixed fees: the base fee only falls on these near-empty blocks, so these always suffice.
const MAX_FEE_PER_GAS = 50_000_000_000n;
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n;

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

export function txParams(tx: SeedTx) {
  return {
    from: tx.from,
    ...(tx.to ? { to: tx.to } : {}),
    data: tx.data,
    value: hex(tx.value),
    gas: hex(tx.gas),
    nonce: hex(tx.nonce),
    maxFeePerGas: hex(MAX_FEE_PER_GAS),
    maxPriorityFeePerGas: hex(MAX_PRIORITY_FEE_PER_GAS),
    type: '0x2',
  };
}

const ReceiptStatusSchema = z.object({ status: HexSchema, blockNumber: QuantitySchema }).nullable();

/**
 * Replays the plan: automine off, each block's transactions into the pool in plan order (anvil
 * runs with --order fifo, so they are mined in that order), then evm_mine at the block's fixed
 * timestamp. FIFO order is arrival order, so transactions are sent one after another, never in
 * parallel. Nonces, gas and fees are explicit: anvil then only signs and pools each one.
 */
export async function seedDevnet(rpc: RpcClient, plan: SeedPlan, log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const start = await rpc('eth_blockNumber', [], QuantitySchema);
  if (start !== 0n) throw new Error(`seeding needs a fresh chain, but it is at block ${start}`);
  await rpc('evm_setAutomine', [false], z.unknown());
  const started = Date.now();
  let lastHash: `0x${string}` | undefined;
  for (const block of plan.blocks) {
    signal?.throwIfAborted();
    for (const tx of block.txs) lastHash = await rpc('eth_sendTransaction', [txParams(tx)], HexSchema);
    await rpc('evm_mine', [block.timestamp], z.unknown());
    if (block.number % 500 === 0) log(`seeded ${block.number}/${plan.blocks.length} blocks (${Date.now() - started} ms)`);
  }
  await rpc('evm_setAutomine', [true], z.unknown());
  const height = await rpc('eth_blockNumber', [], QuantitySchema);
  if (height !== BigInt(plan.blocks.length)) throw new Error(`seed ended at block ${height}, expected ${plan.blocks.length}`);
  // A pooled transaction that failed would still be mined; check the last one as a canary, and
  // the counts are checked against the logs by the tests.
  if (lastHash) {
    const receipt = await rpc('eth_getTransactionReceipt', [lastHash], ReceiptStatusSchema);
    if (receipt?.status !== '0x1') throw new Error(`the last seed transaction ${lastHash} failed`);
  }
}
