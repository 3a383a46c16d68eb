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
        client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getSellPriceAfterFee', args: [subject, 1n] }).then(
          (price) => ({ price }),
          (error: unknown) => ({ error }),
        ),
      ]);
      if (supply <= 1n) return { subject, supply, buyPrice, sellPrice: null };
      if ('error' in sell) throw sell.error;
      return { subject, supply, buyPrice, sellPrice: sell.price };
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

/**
 * Buy cost and sell proceeds of `amount` keys, fees included. With no keys yet only the subject can
 * buy, one first (the contract reverts on more), so there is no price; a sale needs a key left over.
 */
export async function readQuote(client: PublicClient, contract: Address, subject: Address, amount: bigint, supply: bigint) {
  const [buy, sell] = await Promise.all([
    supply > 0n
      ? client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getBuyPriceAfterFee', args: [subject, amount] })
      : null,
    supply > amount
      ? client.readContract({ address: contract, abi: friendtechAbi, functionName: 'getSellPriceAfterFee', args: [subject, amount] })
      : null,
  ]);
  return { buy, sell };
}

/** The contract's fee settings, as fractions of 1 ether (5% = 0.05 ether). */
export async function readFees(client: PublicClient, contract: Address) {
  const [protocol, subject] = await Promise.all([
    client.readContract({ address: contract, abi: friendtechAbi, functionName: 'protocolFeePercent' }),
    client.readContract({ address: contract, abi: friendtechAbi, functionName: 'subjectFeePercent' }),
  ]);
  return { protocol, subject };
}
