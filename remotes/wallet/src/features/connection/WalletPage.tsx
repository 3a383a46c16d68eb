import type { ChainConfig, ToolHost } from '@coinwatch/shared';
import { useCoins } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BalancesPanel } from '../balances/BalancesPanel.tsx';
import { useWallets } from '../discovery/useWallets.ts';
import { WalletPicker } from '../discovery/WalletPicker.tsx';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';
import { useWalletErrors } from '../errors/useWalletErrors.ts';
import { OwnershipPanel } from '../ownership/OwnershipPanel.tsx';
import { ConnectionCard } from './ConnectionCard.tsx';
import { connection, connectWallet, disconnectWallet, walletClient } from './connection.ts';
import { rememberedWallet } from './rememberedWallet.ts';
import { switchNetwork } from './switchNetwork.ts';

/** The wallet tool's page: pick and connect a browser wallet, then its balances and ownership proof. */
export function WalletPage({ host }: { host: ToolHost }) {
  const wallets = useWallets();
  const { coins } = useCoins(host.coins);
  const conn = useSnapshot(connection);
  const [switching, setSwitching] = useState(false);
  const reportError = useWalletErrors(host);
  const balanceError = useCallback((error: unknown) => reportError('Balances not read', error), [reportError]);

  // The wallet connected last time reconnects without a prompt, if it still shares an account.
  const remembered = rememberedWallet();
  const returning = wallets.find((w) => w.rdns === remembered);
  useEffect(() => {
    if (!returning || connection.status !== 'disconnected') return;
    connectWallet(returning, { silent: true }).catch(() => {});
  }, [returning]);

  const connect = (wallet: DiscoveredWallet) => connectWallet(wallet).catch((error: unknown) => reportError('Connection failed', error));
  const onSwitch = async (chain: ChainConfig) => {
    const client = walletClient();
    if (!client) return;
    setSwitching(true);
    try {
      await switchNetwork(client, chain);
    } catch (error) {
      reportError(`Switch to ${chain.name} failed`, error);
    } finally {
      setSwitching(false);
    }
  };

  const account = conn.accounts[0];
  const client = walletClient();
  const chain = host.chains.find((c) => c.id === conn.chainId);
  if (conn.status !== 'connected' || !conn.wallet || !account || !client) {
    return <WalletPicker wallets={wallets} busy={conn.status === 'connecting'} onConnect={(w) => void connect(w)} />;
  }
  return (
    <>
      <ConnectionCard
        wallet={conn.wallet as DiscoveredWallet}
        account={account}
        chainId={conn.chainId}
        chains={host.chains}
        switching={switching}
        onSwitch={(c) => void onSwitch(c)}
        onDisconnect={() => void disconnectWallet()}
      />
      {chain && <BalancesPanel chain={chain} account={account} coins={coins} onError={balanceError} />}
      {chain && <OwnershipPanel host={host} wallet={client} account={account} chain={chain} coins={coins} onWalletError={reportError} />}
    </>
  );
}
