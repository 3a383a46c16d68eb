import type { ChainConfig } from '@coinwatch/shared';

/**
 * The chain a new coin goes on when the user names none: the app's home chain (a local stack's
 * devnet) if it is offered, else the first offered. The Add coin form starts on it, and an import
 * row with a blank chain_id takes it, so both put a coin where the other would.
 */
export const newCoinChainId = (chains: readonly ChainConfig[], homeChainId: number | undefined): number =>
  chains.find((c) => c.id === homeChainId)?.id ?? chains[0]?.id ?? 1;
