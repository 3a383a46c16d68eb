import { type DevnetDemo, DevnetDemoSchema } from '@coinwatch/devnet';
import { test } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, formatUnits, http, parseAbiItem } from 'viem';
import { foundry } from 'viem/chains';
import { groupedAmount } from './amounts.ts';
import { createCoinsUser, restInsert } from './coins.ts';

/** The running devnet's demo data (tokens, accounts), as the stack put it in the environment. */
export function devnetDemo(): DevnetDemo {
  return DevnetDemoSchema.parse(JSON.parse(process.env.DEVNET_DEMO ?? 'null'));
}

export const rpcUrl = () => process.env.DEVNET_RPC_URL ?? 'http://127.0.0.1:8545';
export const wsUrl = () => process.env.DEVNET_WS_URL ?? 'ws://127.0.0.1:8545';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** What a direct eth_getLogs finds: transfers of `token` from or to any of `addresses`, as "txHash:logIndex". */
export async function transfersOnChain(token: Address, addresses: Address[], url = rpcUrl()): Promise<string[]> {
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const [sent, received] = await Promise.all([
    client.getLogs({ address: token, event: TRANSFER, args: { from: addresses }, fromBlock: 0n, toBlock: 'latest' }),
    client.getLogs({ address: token, event: TRANSFER, args: { to: addresses }, fromBlock: 0n, toBlock: 'latest' }),
  ]);
  return [...new Set([...sent, ...received].map((log) => `${log.transactionHash}:${log.logIndex}`))].sort();
}

/** The non-zero transfers into `addresses`, as eth_getLogs finds them: their "txHash:logIndex" and value. */
export async function nonZeroTransfersInto(token: Address, addresses: Address[], url = rpcUrl()) {
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const logs = await client.getLogs({ address: token, event: TRANSFER, args: { to: addresses }, fromBlock: 0n, toBlock: 'latest' });
  return logs
    .filter((log) => (log.args.value ?? 0n) > 0n)
    .map((log) => ({ key: `${log.transactionHash}:${log.logIndex}`, value: log.args.value ?? 0n }));
}

/** Every transfer of `token` a direct eth_getLogs finds, as "txHash:logIndex". */
export async function allTransfersOnChain(token: Address, url = rpcUrl()): Promise<string[]> {
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const logs = await client.getLogs({ address: token, event: TRANSFER, fromBlock: 0n, toBlock: 'latest' });
  return logs.map((log) => `${log.transactionHash}:${log.logIndex}`).sort();
}

/** balanceOf(address) of a token at a block, read straight from the node. */
export async function balanceAt(token: Address, address: Address, blockNumber: bigint, url = rpcUrl()): Promise<bigint> {
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address], blockNumber });
}

/** An account's balance of a token now, read straight from the node, written as the app writes it. */
export async function tokenBalanceShown(token: Address, account: Address, url = rpcUrl()): Promise<string> {
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const [units, decimals] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  return groupedAmount(formatUnits(units, decimals));
}

/**
 * Said by a test before it changes the devnet's chain. Only the shared-state project's tests may
 * (e2e/playwright.config.ts): the isolated ones run two at a time, and one beside it would find
 * transfers or trades it did not expect.
 */
export function changingTheChain(): void {
  const { name } = test.info().project;
  if (name !== 'shared-state')
    throw new Error(`This test changes the devnet's chain: its spec belongs in the shared-state project, not ${name}.`);
}

/** Sends `amount` of a token between two of anvil's unlocked accounts; resolves when it is mined. */
export async function sendTransfer(token: Address, from: Address, to: Address, amount: bigint, url = rpcUrl()): Promise<`0x${string}`> {
  changingTheChain();
  const wallet = createWalletClient({ chain: foundry, transport: http(url), account: from });
  const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  await createPublicClient({ chain: foundry, transport: http(url) }).waitForTransactionReceipt({ hash });
  return hash;
}

/** The node's latest block number. */
export const latestBlock = (url = rpcUrl()) => createPublicClient({ chain: foundry, transport: http(url) }).getBlockNumber();

/**
 * Replaces the chain's last `depth` blocks with as many new ones (anvil_reorg), the first of them
 * holding a transfer of `amount` of the token; resolves with its hash. anvil can replace only
 * blocks it mined itself, not the seeded history it loaded.
 */
export async function reorgWithTransfer(token: Address, from: Address, to: Address, amount: bigint, depth: number, url = rpcUrl()) {
  changingTheChain();
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  await client.request({ method: 'anvil_reorg', params: [depth, [[{ from, to: token, data }, 0]]] } as never);
  const first = await client.getBlock({ blockNumber: (await client.getBlockNumber()) - BigInt(depth) + 1n });
  const hash = first.transactions[0];
  if (!hash) throw new Error('anvil_reorg mined no transfer');
  return hash;
}

/**
 * Replaces the chain's last `depth` blocks (anvil_reorg) with as many new ones holding the given
 * transactions again, the same signed ones (so the same hashes), each at its block offset among
 * the new blocks: a reorg that moves transactions to other blocks, as real ones mostly do.
 */
export async function reorgMoving(moves: Array<[hash: `0x${string}`, offset: number]>, depth: number, url = rpcUrl()) {
  changingTheChain();
  const client = createPublicClient({ chain: foundry, transport: http(url) });
  const raw = await Promise.all(moves.map(([hash]) => client.request({ method: 'eth_getRawTransactionByHash', params: [hash] } as never)));
  await client.request({ method: 'anvil_reorg', params: [depth, moves.map(([, offset], i) => [raw[i], offset])] } as never);
}

/**
 * A signed-up user tracking the devnet's first demo token with some of its accounts (by index; the
 * second to the fourth unless said), described 'Wallet 1', 'Wallet 2'… unless `describe` says otherwise.
 */
export async function userTrackingDemoToken({ accounts = [1, 2, 3], describe = (i: number) => `Wallet ${i + 1}` } = {}) {
  const demo = devnetDemo();
  const token = demo.tokens[0];
  if (!token) throw new Error('The devnet has no demo token');
  const tracked = accounts.map((i) => demo.accounts[i]) as Address[];
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [
    { id: coinId, coin_ticker: token.symbol, coin_name: token.name, coin_address: token.address, chain_id: 31337 },
  ]);
  await restInsert(
    user,
    'tracked_addresses',
    tracked.map((address, i) => ({
      coin_id: coinId,
      address,
      description: describe(i),
      color: ['#e53935', '#1e88e5', '#43a047'][i % 3],
    })),
  );
  return { user, coinId, token: { ...token, address: token.address as Address }, tracked, demo };
}
