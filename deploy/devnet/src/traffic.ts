import type { DevnetDemo } from '@coinwatch/shared';
import { decodeFunctionResult, encodeFunctionData } from 'viem';
import { DemoTokenAbi, FriendtechSharesV1Abi } from '../artifacts/contracts.ts';
import { createPrng, type Prng } from './prng.ts';
import { HexSchema, type RpcClient } from './rpcClient.ts';
import { tradeSubjects } from './seedPlan.ts';

export const TRAFFIC_INTERVAL_MS = 3000;
/** Every this many ticks the traffic trades a friend.tech key instead (about every 15 s). */
export const TRADE_EVERY = 5;

export type Traffic = { start(): void; stop(): void; running(): boolean };

/**
 * Live activity for the monitors: one token transfer between two demo accounts every few seconds,
 * and now and then a friend.tech trade of one key, mined at once (automine). Amounts are small so
 * balances never run out.
 */
export function createTraffic(rpc: RpcClient, demo: DevnetDemo, log: (line: string) => void, intervalMs = TRAFFIC_INTERVAL_MS): Traffic {
  const prng = createPrng(Date.now());
  let timer: ReturnType<typeof setInterval> | undefined;
  let tick = 0;
  const send = async () => {
    if (++tick % TRADE_EVERY === 0) return trade(rpc, demo, prng, log);
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

/** One key of a seeded subject, bought at the contract's price, or sold back by a holder. */
async function trade(rpc: RpcClient, demo: DevnetDemo, prng: Prng, log: (line: string) => void): Promise<void> {
  const abi = FriendtechSharesV1Abi;
  const subject = prng.pick(tradeSubjects(demo.accounts));
  const from = prng.pick(demo.accounts);
  const call = (data: `0x${string}`) => rpc('eth_call', [{ to: demo.friendtech, data }, 'latest'], HexSchema);
  try {
    const [held, supply] = await Promise.all([
      call(encodeFunctionData({ abi, functionName: 'sharesBalance', args: [subject, from] })).then((data) =>
        decodeFunctionResult({ abi, functionName: 'sharesBalance', data }),
      ),
      call(encodeFunctionData({ abi, functionName: 'sharesSupply', args: [subject] })).then((data) =>
        decodeFunctionResult({ abi, functionName: 'sharesSupply', data }),
      ),
    ]);
    // The last key is the subject's own: never sold, as the contract requires.
    const sell = held > 0n && supply > 1n && prng.next() < 0.4;
    const price = sell
      ? 0n
      : decodeFunctionResult({
          abi,
          functionName: 'getBuyPriceAfterFee',
          data: await call(encodeFunctionData({ abi, functionName: 'getBuyPriceAfterFee', args: [subject, 1n] })),
        });
    const data = encodeFunctionData({ abi, functionName: sell ? 'sellShares' : 'buyShares', args: [subject, 1n] });
    await rpc('eth_sendTransaction', [{ from, to: demo.friendtech, data, value: `0x${price.toString(16)}`, gas: '0x3d090' }], HexSchema);
  } catch (error) {
    log(`traffic: trade failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
