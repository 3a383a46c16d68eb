import type { ChainConfig, TrackedCoin } from '@coinwatch/shared';
import { describeRpcFailureOrOffline, hexAddress, isExecutionReverted, isTokenDecimals, publicClientFor } from '@coinwatch/shared/toolkit';
import {
  type Address,
  BaseError,
  erc20Abi,
  getAddress,
  HttpRequestError,
  hexToBigInt,
  isHex,
  RpcError,
  RpcRequestError,
  TimeoutError,
} from 'viem';

/**
 * How often BalancesPanel reads the balances again while it shows: they move with every payment in
 * or out, and a read once stayed as it was (a transfer made meanwhile missing) until Refresh. About
 * an Ethereum block; a failed read is so tried again, and says so (READ_AGAIN).
 */
export const REREAD_MS = 15_000;
export const READ_AGAIN = `Read again every ${REREAD_MS / 1000} s, or press Refresh.`;

export type BalanceRow =
  | { key: string; kind: 'native' | 'token'; symbol: string; name: string; amount: bigint; decimals: number }
  | { key: string; kind: 'unreadable'; symbol: string; name: string; reason: string };

/**
 * Whether a coin's read failed at the node (unreachable, timed out, an error of its own) rather than
 * at the contract (reverted, no code, an answer that is no ERC-20's): the first is worth a Refresh.
 * A revert also comes through the node's error, so it is told apart first.
 */
const nodeFailed = (error: unknown) =>
  !isExecutionReverted(error) &&
  error instanceof BaseError &&
  error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError || e instanceof RpcRequestError || e instanceof RpcError) !==
    null;

const contractKey = (coin: TrackedCoin) => hexAddress(coin.coinAddress) ?? coin.coinAddress.toLowerCase();

/** The user's tracked coins on the chain, deduplicated by contract. */
export function tokensOn(chain: ChainConfig, coins: readonly TrackedCoin[]) {
  const byAddress = new Map<string, TrackedCoin>();
  // A stored coin address may come without its 0x: the same contract either way. A contract
  // tracked twice is named as the coin tracked first, not as a later copy under another ticker.
  for (const coin of coins) {
    const key = contractKey(coin);
    const kept = byAddress.get(key);
    if (coin.chainId === chain.id && (!kept || coin.createdAt < kept.createdAt)) byAddress.set(key, coin);
  }
  // In the list's order (by ticker), whichever copy was kept.
  return coins.filter((coin) => byAddress.get(contractKey(coin)) === coin);
}

/**
 * The balances of `account` on `chain`: native first, then each of `tokens` (`tokensOn` the chain)
 * with the decimals its contract reports (viem decodes and checks every answer). A coin whose
 * contract cannot be read gets a row saying so; a chain that cannot be reached at all rejects.
 */
export async function readBalances(chain: ChainConfig, account: Address, tokens: readonly TrackedCoin[]): Promise<BalanceRow[]> {
  const client = publicClientFor(chain);
  // eth_getBalance itself: viem's getBalance would go through Multicall3 with the coins' reads, and
  // a failure of those (a node without Multicall3) would then hide the native balance as well.
  const native = client.request({ method: 'eth_getBalance', params: [account, 'latest'] }).then((answer) => {
    if (!isHex(answer, { strict: true }) || answer === '0x')
      throw new Error(`eth_getBalance answered ${String(answer).slice(0, 20)}, not a number`);
    return hexToBigInt(answer);
  });
  const reads = tokens.map((coin) => {
    // A stored coin address passed its checks on the way in; its 0x is optional.
    const address = getAddress(hexAddress(coin.coinAddress) ?? coin.coinAddress);
    return Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ]);
  });
  // Settled before the native read is awaited: when that one rejects, the coins' reads must not
  // be left rejecting with no one listening.
  const coinReads = Promise.allSettled(reads);
  const rows: BalanceRow[] = [
    { key: 'native', kind: 'native', symbol: chain.nativeSymbol, name: `${chain.name} native coin`, amount: await native, decimals: 18 },
  ];
  const settled = await coinReads;
  settled.forEach((outcome, i) => {
    const coin = tokens[i];
    if (!coin) return;
    const base = { key: contractKey(coin), symbol: coin.coinTicker, name: coin.coinName };
    if (outcome.status === 'fulfilled' && isTokenDecimals(outcome.value[1]))
      rows.push({ ...base, kind: 'token', amount: outcome.value[0], decimals: outcome.value[1] });
    else {
      const reason =
        outcome.status === 'rejected' && nodeFailed(outcome.reason)
          ? describeRpcFailureOrOffline(chain, outcome.reason, READ_AGAIN, 'It is read again once you are back online.')
          : `No ERC-20 balance readable at ${coin.coinAddress} on ${chain.name}.`;
      rows.push({ ...base, kind: 'unreadable', reason });
    }
  });
  return rows;
}
