import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createPublicClient, encodeFunctionData, http, multicall3Abi, parseAbiItem } from 'viem';
import { DemoTokenAbi, FriendtechSharesV1Abi } from '../artifacts/contracts.ts';
import { devnetAccounts } from './devnetAccounts.ts';
import { assertPortFree, findFreePort } from './freePort.ts';
import { friendtechPrice } from './friendtechPrice.ts';
import { createRpcClient } from './rpcClient.ts';
import { savedChain } from './savedChain.ts';
import { buildSeedPlan } from './seedPlan.ts';
import { DEVNET_CHAIN_OPTIONS, DEVNET_MNEMONIC, type Devnet, startDevnet } from './startDevnet.ts';
import { createTraffic } from './traffic.ts';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Where anvil would keep past block states on disk (and leave them when it is stopped). */
const anvilStateDirs = () => readdir(join(homedir(), '.foundry', 'anvil', 'tmp')).catch(() => [] as string[]);

describe('startDevnet (seeded, on a free port)', () => {
  let devnet: Devnet;
  let stateDirsBefore: string[];
  const savedChainDir = mkdtempSync(join(tmpdir(), 'devnet-saved-chain-'));
  const said: string[] = [];
  beforeAll(async () => {
    stateDirsBefore = await anvilStateDirs();
    // A broken save of this very chain is there (as from a disk that filled up): anvil refuses it.
    const { files } = savedChain(savedChainDir, buildSeedPlan(devnetAccounts(DEVNET_MNEMONIC, 20)), DEVNET_CHAIN_OPTIONS);
    writeFileSync(files.state, '{"block":');
    writeFileSync(files.head, '{}');
    // And a save of a chain no longer made (a seed since changed).
    writeFileSync(join(savedChainDir, '0123456789abcdef.state.json'), '{}');
    devnet = await startDevnet({ port: await findFreePort(), savedChainDir, log: (line) => said.push(line) });
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  it('serves the chain with every planned Transfer and Trade event', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    expect(await client.getChainId()).toBe(31337);
    const seed = devnet.demo.seed;
    expect(seed).toBeDefined();
    for (const token of devnet.demo.tokens) {
      const logs = await client.getLogs({
        address: token.address,
        event: transferEvent,
        fromBlock: 0n,
        toBlock: BigInt(seed?.lastBlock ?? 0),
      });
      expect(logs.length).toBe(seed?.transfers[token.address]);
    }
    const trades = await client.getContractEvents({
      address: devnet.demo.friendtech,
      abi: FriendtechSharesV1Abi,
      eventName: 'Trade',
      fromBlock: 0n,
    });
    expect(trades.length).toBe(seed?.trades);
  });

  it('seeds the chain when its saved state does not load, and a later start loads it as saved: the same blocks, logs and balances', async () => {
    expect(said).toContain('the saved seeded chain could not be loaded: seeding it again');
    const { files } = savedChain(savedChainDir, buildSeedPlan(devnet.demo.accounts), DEVNET_CHAIN_OPTIONS);
    expect(readdirSync(savedChainDir).sort()).toEqual([files.head, files.state].map((file) => basename(file)).sort());
    const lastBlock = BigInt(devnet.demo.seed?.lastBlock ?? 0);
    const read = async (rpcUrl: string) => {
      const client = createPublicClient({ transport: http(rpcUrl) });
      return {
        head: (await client.getBlock({ blockNumber: lastBlock })).hash,
        logs: await client.getLogs({ fromBlock: 0n, toBlock: lastBlock }),
        balances: await Promise.all(
          devnet.demo.tokens.map((token) =>
            client.readContract({
              address: token.address,
              abi: DemoTokenAbi,
              functionName: 'balanceOf',
              args: [devnet.demo.accounts[3] ?? token.address],
            }),
          ),
        ),
      };
    };
    const seeded = await read(devnet.rpcUrl);
    const loadedSaid: string[] = [];
    const again = await startDevnet({ port: await findFreePort(), savedChainDir, log: (line) => loadedSaid.push(line) });
    try {
      expect(loadedSaid.some((line) => line.startsWith('loaded the saved 2402 blocks'))).toBe(true);
      expect(again.demo).toEqual(devnet.demo);
      const loaded = await read(again.rpcUrl);
      expect(loaded.logs.length).toBeGreaterThan(6000);
      expect(loaded).toEqual(seeded);
    } finally {
      await again.stop();
    }
  });

  it('keeps no past block states on disk (anvil leaves them behind when stopped)', async () => {
    const added = (await anvilStateDirs()).filter((d) => !stateDirsBefore.includes(d));
    expect(added).toEqual([]);
  });

  it('prices shares on chain exactly as the formula does', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    for (const [supply, amount] of [
      [0n, 1n],
      [1n, 1n],
      [7n, 3n],
      [50n, 10n],
      [1000n, 1n],
    ] as const) {
      const onChain = await client.readContract({
        address: devnet.demo.friendtech,
        abi: FriendtechSharesV1Abi,
        functionName: 'getPrice',
        args: [supply, amount],
      });
      expect(onChain).toBe(friendtechPrice(supply, amount));
    }
    expect(
      await client.readContract({ address: devnet.demo.friendtech, abi: FriendtechSharesV1Abi, functionName: 'protocolFeePercent' }),
    ).toBe(5n * 10n ** 16n);
  });

  it('has Multicall3 where Ethereum and Base have it: one aggregate3 reads every balance, a failed call fails it, and it reads native balances', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    const [token] = devnet.demo.tokens;
    if (!token) throw new Error('the seeded devnet has no tokens');
    const balanceOf = (account: `0x${string}`) =>
      ({ address: token.address, abi: DemoTokenAbi, functionName: 'balanceOf', args: [account] }) as const;
    const together = await client.multicall({
      contracts: devnet.demo.accounts.map(balanceOf),
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
    });
    const oneByOne = await Promise.all(devnet.demo.accounts.map((account) => client.readContract(balanceOf(account))));
    expect(together).toEqual(oneByOne);
    expect(oneByOne.some((balance) => balance > 0n)).toBe(true);
    // viem reads a native balance through it too when it gathers reads.
    const [account = token.address] = devnet.demo.accounts;
    expect(
      await client.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [account] }),
    ).toBe(await client.getBalance({ address: account }));
    // transferFrom without an allowance reverts: reported as a failure where allowed, else the whole call fails.
    const failing = {
      target: token.address,
      callData: encodeFunctionData({
        abi: DemoTokenAbi,
        functionName: 'transferFrom',
        args: [devnet.demo.accounts[1] ?? token.address, token.address, 1n],
      }),
    };
    const aggregate3 = (allowFailure: boolean) =>
      client.readContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [[{ ...failing, allowFailure }]],
      });
    expect((await aggregate3(true)).map((r) => r.success)).toEqual([false]);
    await expect(aggregate3(false)).rejects.toThrow(/Multicall3: call failed/);
  });

  it('refuses a second devnet on the same port with a clear message', async () => {
    await expect(startDevnet({ port: Number(new URL(devnet.rpcUrl).port), seed: false })).rejects.toThrow(/already in use/);
  });

  it('mines live blocks at the current time, after the fixed history', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    await client.request({ method: 'evm_mine' as 'eth_blockNumber' });
    const block = await client.getBlock();
    expect(Number(block.timestamp)).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('makes live traffic: token transfers, and every fifth time a friend.tech trade the contract accepts', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    // The head is an empty block (mined above); anvil refuses a range that starts past it.
    const from = await client.getBlockNumber();
    const failures: string[] = [];
    const traffic = createTraffic(createRpcClient(devnet.rpcUrl), devnet.demo, (line) => failures.push(line), 20);
    traffic.start();
    const trades = () =>
      client.getContractEvents({ address: devnet.demo.friendtech, abi: FriendtechSharesV1Abi, eventName: 'Trade', fromBlock: from });
    try {
      for (let i = 0; i < 100 && (await trades()).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      traffic.stop();
    }
    expect(failures).toEqual([]);
    const live = await trades();
    expect(live.length).toBeGreaterThanOrEqual(2);
    const transfers = await Promise.all(
      devnet.demo.tokens.map((t) => client.getLogs({ address: t.address, event: transferEvent, fromBlock: from })),
    );
    expect(transfers.flat().length).toBeGreaterThanOrEqual(4 * live.length - 4);
  });
});

describe('anvil lifetime', () => {
  it('is gone after stop()', async () => {
    const port = await findFreePort();
    const devnet = await startDevnet({ port, seed: false });
    await devnet.stop();
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });

  it('stops seeding when asked to (Ctrl+C during a start), and leaves no anvil behind', async () => {
    const port = await findFreePort();
    const stopping = new AbortController();
    const said: string[] = [];
    const start = startDevnet({
      port,
      savedChainDir: mkdtempSync(join(tmpdir(), 'devnet-unsaved-')),
      signal: stopping.signal,
      log: (line) => {
        said.push(line);
        // Asked once the seed is under way.
        if (line.startsWith('seeded 500/')) stopping.abort();
      },
    });
    await expect(start).rejects.toThrow(/abort/i);
    expect(said.some((line) => line.startsWith('seeded 1000/'))).toBe(false);
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });

  it('tells when anvil ends by itself (a crash, a kill), so whoever runs it can say so', async () => {
    const port = await findFreePort();
    const devnet = await startDevnet({ port, seed: false });
    try {
      const anvils = execFileSync('pgrep', ['-x', 'anvil'], { encoding: 'utf8' }).split('\n').filter(Boolean);
      const ours = anvils.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').includes(`--port ${port} `));
      if (!ours) throw new Error(`no anvil process on port ${port}`);
      let ended = false;
      void devnet.exited.then(() => {
        ended = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ended).toBe(false);
      process.kill(Number(ours), 'SIGKILL');
      await devnet.exited;
      await expect(assertPortFree(port)).resolves.toBeUndefined();
    } finally {
      await devnet.stop();
    }
  });

  it('dies with its parent, even when the parent is SIGKILLed', async () => {
    const port = await findFreePort();
    // node itself with tsx's loader (not tsx's CLI, which would put a second process between).
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, new URL('./testing/orphanChild.ts', import.meta.url).pathname, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()));
    await expect(assertPortFree(port)).rejects.toThrow();
    child.kill('SIGKILL');
    // The watchdog sees its pipe close and terminates anvil; poll until the port is free.
    const deadline = Date.now() + 10_000;
    let free = false;
    while (!free && Date.now() < deadline) {
      free = await assertPortFree(port).then(
        () => true,
        () => false,
      );
      if (!free) await new Promise((r) => setTimeout(r, 100));
    }
    expect(free).toBe(true);
  });
});
