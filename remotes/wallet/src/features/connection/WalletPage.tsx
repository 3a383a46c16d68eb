import type { ToolHost } from '@coinwatch/shared';
import { lazyRetrying, useCoins } from '@coinwatch/shared/toolkit';
import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useWallets } from '../discovery/useWallets.ts';
import { WalletPicker } from '../discovery/WalletPicker.tsx';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';
import { useWalletErrors } from '../errors/useWalletErrors.ts';
import {
  askForAccounts,
  cancelConnect,
  connection,
  connectWallet,
  disconnectWallet,
  forgetOtherUsers,
  prepareConnect,
  walletClient,
} from './connection.ts';
import { NoAccountShared } from './NoAccountShared.tsx';
import { rememberedWallet } from './rememberedWallet.ts';

// The connected view (balances, proof, network switch: viem's reads and writes) is its own chunk:
// the picker renders without it, and it is fetched while the user picks a wallet.
const ConnectedWallet = lazyRetrying(() => import('./ConnectedWallet.tsx').then((m) => m.ConnectedWallet));

/** The wallet tool's page: pick and connect a browser wallet, then its balances and ownership proof. */
export function WalletPage({ host }: { host: ToolHost }) {
  const wallets = useWallets();
  const { coins, loaded: coinsLoaded, waiting: coinsWaiting } = useCoins(host.coins);
  // Before the snapshot: a connection made for the last user of this page (signed out and in again
  // without a reload) ends, and is never drawn for this one.
  forgetOtherUsers(host.user.id);
  const conn = useSnapshot(connection);
  const reportError = useWalletErrors(host);

  // Once the picker is on screen, what a connect needs comes while the user chooses.
  useEffect(() => {
    prepareConnect();
    ConnectedWallet.preload().catch(() => {});
  }, []);

  // The wallet connected last time reconnects without a prompt, if it still shares an account.
  const remembered = rememberedWallet(host.user.id);
  const returning = wallets?.find((w) => w.rdns === remembered);
  useEffect(() => {
    if (!returning || connection.status !== 'disconnected') return;
    connectWallet(returning, host.user.id, { silent: true }).catch(() => {});
  }, [returning]);

  // A wallet that ended the connection itself: the page falls back to the picker, and says why.
  const endedBy = conn.endedBy;
  useEffect(() => {
    // Told once: the live state is cleared, so a rerun of this effect finds nothing to tell.
    if (!endedBy || connection.endedBy !== endedBy) return;
    connection.endedBy = null;
    host.notify({
      icon: 'Error',
      primaryText: 'Wallet disconnected',
      secondaryText: `${endedBy} says it is disconnected from every network. Once it is back, connect it again to go on.`,
    });
  }, [endedBy, host]);

  // A wallet that shares no account (closed its prompt without choosing one) is no error, but is told.
  const sharesNone = (wallet: { name: string }) =>
    host.notify({
      icon: 'Error',
      primaryText: 'Connection failed',
      secondaryText: `${wallet.name} shared no account with Coinwatch. Unlock it and choose an account in it, then connect again.`,
    });
  const connect = (wallet: DiscoveredWallet) => {
    // A prompt already waiting is told (open the wallet and answer it) while the connect waits for
    // it, and no longer once the wait ends: beside the connected wallet, it said the opposite.
    let takeBackWait: (() => void) | undefined;
    return connectWallet(wallet, host.user.id, { onPending: (error) => (takeBackWait = reportError('Not connected yet', error)) })
      .finally(() => takeBackWait?.())
      .then(
        (outcome) => outcome === 'noAccount' && sharesNone(wallet),
        (error: unknown) => reportError('Connection failed', error),
      );
  };
  const account = conn.accounts[0];
  const client = walletClient();
  if (conn.status === 'noAccount' && conn.wallet) {
    const wallet = conn.wallet as DiscoveredWallet;
    const askAgain = (wanted: () => boolean) =>
      askForAccounts().then(
        (outcome) => outcome === 'noAccount' && wanted() && sharesNone(wallet),
        (error: unknown) => wanted() && reportError('Connection failed', error),
      );
    return <NoAccountShared wallet={wallet} onConnect={askAgain} onDisconnect={() => void disconnectWallet()} />;
  }
  if (conn.status !== 'connected' || !conn.wallet || !account || !client) {
    return (
      <WalletPicker
        wallets={wallets}
        connecting={conn.status === 'connecting' ? (conn.wallet?.uuid ?? null) : null}
        reconnecting={conn.status === 'reconnecting' ? (conn.wallet?.name ?? null) : null}
        onConnect={(w) => void connect(w)}
        onCancel={cancelConnect}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true">
          Opening {conn.wallet.name}…
        </p>
      }
    >
      <ConnectedWallet
        host={host}
        wallet={conn.wallet as DiscoveredWallet}
        client={client}
        account={account}
        chainId={conn.chainId}
        networkLost={conn.networkLost}
        coins={coins}
        coinsLoaded={coinsLoaded}
        coinsWaiting={coinsWaiting}
        reportError={reportError}
      />
    </Suspense>
  );
}
