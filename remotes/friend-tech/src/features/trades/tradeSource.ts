import type { Address, PublicClient } from 'viem';
import { friendtechAbi } from '../../chain/friendtechAbi.ts';
import { type Trade, toTrades } from './trade.ts';

/** What the scan and the follower need from a node. */
export type TradeSource = {
  latestBlock(): Promise<bigint>;
  /** The contract's trades in [from, to], checked, newest first. */
  trades(from: bigint, to: bigint): Promise<Trade[]>;
};

export function tradeSource(client: PublicClient, contract: Address): TradeSource {
  return {
    latestBlock: () => client.getBlockNumber({ cacheTime: 0 }),
    async trades(from, to) {
      const logs = await client.getContractEvents({
        address: contract,
        abi: friendtechAbi,
        eventName: 'Trade',
        fromBlock: from,
        toBlock: to,
        // Logs that do not decode as Trade are dropped by viem, the rest are checked by toTrades.
        strict: true,
      });
      return toTrades(logs);
    },
  };
}
