import type { ChainConfig } from '@coinwatch/shared';
import { defineChain, type WalletClient } from 'viem';
import { isUnknownChain } from '../errors/walletError.ts';

/** Coinwatch's chain config as the chain object a wallet is asked to add (EIP-3085). */
export const toViemChain = (chain: ChainConfig) =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcHttp], webSocket: [chain.rpcWs] } },
    blockExplorers: chain.explorerUrl ? { default: { name: `${chain.name} explorer`, url: chain.explorerUrl } } : undefined,
  });

/**
 * Asks the wallet to switch (EIP-3326); a wallet that does not know the chain (4902) is asked to add
 * it. A switch given up on (`stillWanted` false) asks nothing more: a later request of it, answered
 * after the user's next switch, would take the wallet back.
 */
export async function switchNetwork(wallet: WalletClient, chain: ChainConfig, stillWanted: () => boolean = () => true): Promise<void> {
  try {
    await wallet.switchChain({ id: chain.id });
  } catch (error) {
    if (!isUnknownChain(error)) throw error;
    if (!stillWanted()) return;
    await wallet.addChain({ chain: toViemChain(chain) });
    if (!stillWanted()) return;
    await wallet.switchChain({ id: chain.id });
  }
}
