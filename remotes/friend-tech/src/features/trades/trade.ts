import * as z from '@coinwatch/shared/zod';
import type { Address, Hash } from 'viem';

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const uint = z.custom<bigint>((v) => typeof v === 'bigint' && v >= 0n);

/** A decoded Trade log as viem hands it over: checked before use, since it comes off the network. */
const TradeLogSchema = z.object({
  blockNumber: uint,
  transactionHash: hash,
  logIndex: z.custom<number>((n) => Number.isInteger(n) && (n as number) >= 0),
  removed: z.optional(z.boolean()),
  args: z.object({
    trader: address,
    subject: address,
    isBuy: z.boolean(),
    shareAmount: uint,
    ethAmount: uint,
    protocolEthAmount: uint,
    subjectEthAmount: uint,
    supply: uint,
  }),
});

export type Trade = {
  /** `txHash:logIndex`: one trade, however often it is fetched. */
  key: string;
  block: bigint;
  logIndex: number;
  txHash: Hash;
  trader: Address;
  subject: Address;
  isBuy: boolean;
  keys: bigint;
  /** The price paid or received, before fees (wei). */
  eth: bigint;
  protocolFee: bigint;
  subjectFee: bigint;
  /** The subject's supply after the trade. */
  supplyAfter: bigint;
};

/** Valid logs as trades, newest first; malformed or removed (reorged) ones are left out. */
export function toTrades(logs: readonly unknown[]): Trade[] {
  const trades: Trade[] = [];
  for (const log of logs) {
    const parsed = TradeLogSchema.safeParse(log);
    if (!parsed.success || parsed.data.removed) continue;
    const { blockNumber, transactionHash, logIndex, args } = parsed.data;
    trades.push({
      key: `${transactionHash}:${logIndex}`,
      block: blockNumber,
      logIndex,
      txHash: transactionHash as Hash,
      trader: args.trader as Address,
      subject: args.subject as Address,
      isBuy: args.isBuy,
      keys: args.shareAmount,
      eth: args.ethAmount,
      protocolFee: args.protocolEthAmount,
      subjectFee: args.subjectEthAmount,
      supplyAfter: args.supply,
    });
  }
  return trades.sort(newestFirst);
}

function newestFirst(a: Trade, b: Trade): number {
  if (a.block !== b.block) return a.block > b.block ? -1 : 1;
  return b.logIndex - a.logIndex;
}

/** Blocks [from, to] as the node now has them: every trade in them, none elsewhere. */
export type BlockSpan = { from: bigint; to: bigint };

/** Trades from both lists, newest first, each once (a block can be fetched by a scan and a poll). */
export function mergeTrades(newer: readonly Trade[], older: readonly Trade[]): Trade[] {
  const byKey = new Map<string, Trade>();
  for (const t of [...older, ...newer]) byKey.set(t.key, t);
  return [...byKey.values()].sort(newestFirst);
}

/**
 * The list with the trades of the span's blocks replaced by those the node has there now. A trade
 * shown before is taken back only up to the newest block the answer shows a trade in: a node that
 * answers only up to its own head (a load-balanced node a few blocks behind the one asked for it)
 * says nothing of the blocks above, whose trades went, came back as news, or were lost for good
 * once the polls moved past them. A reorg that replaced a block, with trades after it, is still
 * seen; one that left the newest blocks with no trade at all leaves their old trades shown.
 */
export function replaceSpan(trades: readonly Trade[], { from, to }: BlockSpan, fresh: readonly Trade[]): Trade[] {
  let reach = from - 1n;
  for (const t of fresh) if (t.block > reach) reach = t.block;
  return mergeTrades(
    fresh,
    trades.filter((t) => t.block < from || t.block > to || t.block > reach),
  );
}
