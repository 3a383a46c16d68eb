import { type ChainConfig, DEVNET_CHAIN_ID } from '@coinwatch/shared';
import type { Address } from 'viem';

export type Deployment = {
  contract: Address;
  /**
   * Blocks of trades scanned at first, and again for each "look further back". Trade has no
   * indexed fields, so a node can only hand over all of the contract's trades in a range.
   */
  window: bigint;
};

/** Where FriendtechSharesV1 lives: on Base, and at its deterministic address on the seeded devnet. */
export const DEPLOYMENTS: Readonly<Record<number, Deployment>> = {
  // One hour of Base's 2-second blocks.
  8453: { contract: '0xCF205808Ed36593aa40a44F10c7f7C2F67d4A4d4', window: 1800n },
  // The seeded history is 2,402 blocks: one window covers all of it.
  [DEVNET_CHAIN_ID]: { contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', window: 5000n },
};

export const DEFAULT_CHAIN_ID = 8453;

export type Market = { chain: ChainConfig; deployment: Deployment };

/** The host's chains on which friend.tech is deployed, Base first. */
export function markets(chains: readonly ChainConfig[]): Market[] {
  return chains.flatMap((chain) => {
    const deployment = DEPLOYMENTS[chain.id];
    return deployment ? [{ chain, deployment }] : [];
  });
}
