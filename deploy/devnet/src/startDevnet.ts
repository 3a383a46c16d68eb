import type { DevnetDemo } from '@coinwatch/shared';
import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import { getAddress } from 'viem';
import { z } from 'zod';
import { GENESIS_TIMESTAMP } from './demoTokens.ts';
import { devnetAccounts } from './devnetAccounts.ts';
import { assertPortFree } from './freePort.ts';
import { installMulticall3 } from './installMulticall3.ts';
import { AddressSchema, createRpcClient, QuantitySchema, type RpcClient } from './rpcClient.ts';
import { SAVED_CHAIN_DIR, type SavedChain, savedChain } from './savedChain.ts';
import { seedDevnet } from './seedDevnet.ts';
import { buildSeedPlan } from './seedPlan.ts';
import { type AnvilProcess, spawnAnvil } from './spawnAnvil.ts';
import { createTraffic } from './traffic.ts';

export type DevnetOptions = {
  /** http and ws on the same port; 8545 by default. */
  port?: number;
  /** Deploy the demo contracts and replay the deterministic history (default true). */
  seed?: boolean;
  /**
   * Where the seeded chain is saved after a seed and loaded from by the next start (about 0.3 s
   * instead of 13); SAVED_CHAIN_DIR by default, false to seed every time.
   */
  savedChainDir?: string | false;
  /** Aborted (Ctrl+C while it seeds): the seed stops between blocks, anvil stops, and the start rejects. */
  signal?: AbortSignal;
  /** Send a transfer every few seconds (default false); see startTraffic(). */
  traffic?: boolean;
  log?: (line: string) => void;
};

export type Devnet = {
  rpcUrl: string;
  wsUrl: string;
  chainId: 31337;
  demo: DevnetDemo;
  /** Settles when anvil has ended, stopped or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
  startTraffic(): void;
  stopTraffic(): void;
};

/** anvil's well-known test mnemonic: the same 20 funded accounts on every machine. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
const ACCOUNTS = 20;

/** anvil's options for the chain itself (all but where it listens). */
export const DEVNET_CHAIN_OPTIONS: readonly string[] = [
  ...['--chain-id', String(DEVNET_CHAIN_ID), '--accounts', String(ACCOUNTS), '--balance', '10000', '--mnemonic', DEVNET_MNEMONIC],
  // Fixed genesis time and FIFO ordering: the seeded blocks are the same on every run.
  ...['--timestamp', String(GENESIS_TIMESTAMP), '--order', 'fifo'],
  // anvil logs every call; keep only its warnings and errors out of the orchestrator's output.
  '--quiet',
  // Past block states stay in memory only. On disk (~/.foundry/anvil/tmp) anvil removes them on a
  // clean exit alone, so every stopped devnet left hundreds of MB behind. Nothing here reads state
  // at an old block (logs need none).
  ...['--max-persisted-states', '0'],
];

/** The devnet's HTTP RPC URL on a port: known before it starts, for what starts before it. */
export const devnetRpcUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Starts anvil, waits until it answers, seeds it; resolves when everything is ready. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const { port = 8545, seed = true, traffic = false, savedChainDir = SAVED_CHAIN_DIR, signal, log = () => {} } = options;
  const rpcUrl = devnetRpcUrl(port);
  const args = ['--port', String(port), '--host', '127.0.0.1', ...DEVNET_CHAIN_OPTIONS];
  // anvil would exit on a taken port, but the other node there would answer our readiness check.
  await assertPortFree(port);
  const expectedAccounts = devnetAccounts(DEVNET_MNEMONIC, ACCOUNTS);
  const plan = seed ? buildSeedPlan(expectedAccounts) : null;
  const saved = plan && savedChainDir ? savedChain(savedChainDir, plan, DEVNET_CHAIN_OPTIONS) : null;
  const rpc = createRpcClient(rpcUrl);
  const started = Date.now();
  const { anvil, loaded } = await launch(args, rpc, port, saved, log);
  try {
    const accounts = (await rpc('eth_accounts', [], z.array(AddressSchema).length(ACCOUNTS))).map((a) => getAddress(a));
    if (accounts.some((account, i) => account !== expectedAccounts[i]))
      throw new Error('anvil funds other accounts than its mnemonic gives');
    let demo: DevnetDemo = { tokens: [], friendtech: '0x0000000000000000000000000000000000000000', accounts };
    if (plan) {
      if (!loaded) {
        await seedDevnet(rpc, plan, log, signal);
        await saved?.save(rpc).catch((error) => log(`the seeded chain was not saved (${error}): the next start seeds it again`));
      }
      const lastBlock = plan.blocks.length;
      demo = {
        tokens: plan.tokens,
        friendtech: plan.friendtech,
        accounts,
        seed: { lastBlock, transfers: plan.transfers, zeroValueTransfers: plan.zeroValueTransfers, trades: plan.trades },
      };
      const total = Object.values(plan.transfers).reduce((a, b) => a + b, 0);
      log(
        `${loaded ? 'loaded the saved' : 'seeded'} ${lastBlock} blocks, ${total} transfers, ${plan.trades} trades in ${Date.now() - started} ms`,
      );
    }
    // Live blocks (traffic, tests, users) carry the real time, after the fixed history.
    await rpc('evm_setTime', [Math.floor(Date.now() / 1000)], z.unknown());
    const trafficLoop = createTraffic(rpc, demo, log);
    if (traffic && seed) trafficLoop.start();
    return {
      rpcUrl,
      wsUrl: `ws://127.0.0.1:${port}`,
      chainId: DEVNET_CHAIN_ID as 31337,
      demo,
      exited: anvil.exited.then(() => undefined),
      startTraffic: () => (seed ? trafficLoop.start() : log('traffic needs the seeded demo tokens')),
      stopTraffic: () => trafficLoop.stop(),
      async stop() {
        trafficLoop.stop();
        await anvil.stop();
      },
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** anvil serving the saved seeded chain when one loads, else a fresh anvil with Multicall3 in place. */
async function launch(
  args: string[],
  rpc: RpcClient,
  port: number,
  saved: SavedChain | null,
  log: (line: string) => void,
): Promise<{ anvil: AnvilProcess; loaded: boolean }> {
  const stateFile = saved?.stateFile();
  if (saved && stateFile) {
    const anvil = spawnAnvil([...args, '--load-state', stateFile], log);
    const loaded = await waitUntilReady(rpc, anvil.exited, port).then(
      () => saved.isServedBy(rpc),
      () => false,
    );
    if (loaded) return { anvil, loaded };
    log('the saved seeded chain could not be loaded: seeding it again');
    await anvil.stop();
    saved.remove();
  }
  const anvil = spawnAnvil(args, log);
  try {
    await waitUntilReady(rpc, anvil.exited, port);
    await installMulticall3(rpc);
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return { anvil, loaded: false };
}

async function waitUntilReady(rpc: RpcClient, exited: Promise<number | null>, port: number): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`anvil exited before answering: is port ${port} already in use (another devnet)?`);
    try {
      const chainId = await rpc('eth_chainId', [], QuantitySchema);
      if (chainId !== BigInt(DEVNET_CHAIN_ID)) throw new Error(`port ${port} answers with chain ${chainId}, not the devnet`);
      return;
    } catch (error) {
      if (error instanceof Error && error.message.includes('not the devnet')) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`anvil did not answer on port ${port} within 15 s`);
}
