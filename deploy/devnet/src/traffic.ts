import type { DevnetDemo } from '@coinwatch/shared';
import { encodeFunctionData } from 'viem';
import { DemoTokenAbi } from '../artifacts/contracts.ts';
import { createPrng } from './prng.ts';
import { HexSchema, type RpcClient } from './rpcClient.ts';

export const TRAFFIC_INTERVAL_MS = 3000;

export type Traffic = { start(): void; stop(): void; running(): boolean };

/**
 * Live activity for the monitor: one token transfer between two demo accounts every few seconds,
 * mined at once (automine). Amounts are small so balances never run out.
 */
export function createTraffic(rpc: RpcClient, demo: DevnetDemo, log: (line: string) => void, intervalMs = TRAFFIC_INTERVAL_MS): Traffic {
  const prng = createPrng(Date.now());
  let timer: ReturnType<typeof setInterval> | undefined;
  const send = async () => {
    const token = prng.pick(demo.tokens);
    const from = prng.pick(demo.accounts);
    const to = prng.pick(demo.accounts.filter((a) => a !== from));
    const amount = BigInt(prng.int(1, 1000)) * 10n ** BigInt(Math.max(0, token.decimals - 2));
    const data = encodeFunctionData({ abi: DemoTokenAbi, functionName: 'transfer', args: [to, amount] });
    try {
      // Each transfer is visible in the txns monitor; only failures are worth a line in the console.
      await rpc('eth_sendTransaction', [{ from, to: token.address, data, gas: '0x186a0' }], HexSchema);
    } catch (error) {
      log(`traffic: transfer failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void send(), intervalMs);
      // Traffic alone must not keep a test or a CLI alive.
      timer.unref?.();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    running: () => timer !== undefined,
  };
}
