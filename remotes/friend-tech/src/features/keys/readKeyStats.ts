import type { Address, PublicClient } from 'viem';
import { friendtechAbi } from '../../chain/friendtechAbi.ts';

export type KeyStats = {
  subject: Address;
  supply: bigint;
  /** What one more key costs, fees included (wei). */
  buyPrice: bigint;
  /** What selling one key pays, after fees; null when it would be the last key, which cannot be sold. */
  sellPrice: bigint | null;
};

/** A read's answer or its error, kept until the supply read beside it says whether it counts. */
type Outcome<T> = { value: T } | { error: unknown };

const outcome = <T>(read: Promise<T>): Promise<Outcome<T>> =>
  read.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** The answer of a read that counts: its failure is the whole read's. */
function answer<T>(read: Outcome<T>): T {
  if ('error' in read) throw read.error;
  return read.value;
}

/**
 * Supply and one-key prices of each subject, from the contract itself (its getters include the
 * live fee settings), all asked at once: one multicall, so one block. In two rounds, a sale between
 * them showed a sell price of 0 beside a supply of 2. The sell price exists only above a supply of
 * one (below, the contract answers 0, or reverts at none), so its answer is kept only there.
 */
export async function readKeyStats(client: PublicClient, contract: Address, subjects: readonly Address[]): Promise<KeyStats[]> {
  return Promise.all(
    subjects.map(async (subject) => {
      const [supply, buyPrice, sell] = await Promise.all([
        client.readContract({ address: contract, abi: friendtechAbi, functionName: 'sharesSupply', args: [subject] }),
        client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getBuyPriceAfterFee', args: [subject, 1n] }),
        outcome(client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getSellPriceAfterFee', args: [subject, 1n] })),
      ]);
      return { subject, supply, buyPrice, sellPrice: supply > 1n ? answer(sell) : null };
    }),
  );
}

/** Keys each holder has of a subject, read from the contract (zero balances left out), most first. */
export async function readHoldings(
  client: PublicClient,
  contract: Address,
  subject: Address,
  holders: readonly Address[],
): Promise<Array<{ holder: Address; keys: bigint }>> {
  const balances = await Promise.all(
    holders.map((holder) =>
      client.readContract({ address: contract, abi: friendtechAbi, functionName: 'sharesBalance', args: [subject, holder] }),
    ),
  );
  return holders
    .map((holder, i) => ({ holder, keys: balances[i] ?? 0n }))
    .filter((h) => h.keys > 0n)
    .sort((a, b) => (a.keys === b.keys ? 0 : a.keys > b.keys ? -1 : 1));
}

export type Quote = {
  /** The subject's supply in the block the prices are of. */
  supply: bigint;
  /** What buying `amount` keys costs, fees included; null with no keys yet. */
  buy: bigint | null;
  /** What selling `amount` keys pays, after fees; null when the supply has no `amount` keys to spare. */
  sell: bigint | null;
};

/**
 * Buy cost and sell proceeds of `amount` keys, fees included, with the supply beside them: one
 * multicall, so one block, and whether a sale is possible is decided on that supply. Decided on the
 * supply the page last showed, a sale in between had the contract asked to sell more keys than
 * there were: it reverted (an underflow), and the calculator showed that as the node's error.
 * With no keys yet only the subject can buy, one first (the contract reverts on more), so there is
 * no price; a sale needs a key left over (the contract reverts on the rest).
 */
export async function readQuote(client: PublicClient, contract: Address, subject: Address, amount: bigint): Promise<Quote> {
  const [supply, buy, sell] = await Promise.all([
    client.readContract({ address: contract, abi: friendtechAbi, functionName: 'sharesSupply', args: [subject] }),
    outcome(client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getBuyPriceAfterFee', args: [subject, amount] })),
    outcome(client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getSellPriceAfterFee', args: [subject, amount] })),
  ]);
  return { supply, buy: supply > 0n ? answer(buy) : null, sell: supply > amount ? answer(sell) : null };
}

/** The contract's fee settings, as fractions of 1 ether (5% = 0.05 ether). */
export async function readFees(client: PublicClient, contract: Address) {
  const [protocol, subject] = await Promise.all([
    client.readContract({ address: contract, abi: friendtechAbi, functionName: 'protocolFeePercent' }),
    client.readContract({ address: contract, abi: friendtechAbi, functionName: 'subjectFeePercent' }),
  ]);
  return { protocol, subject };
}
