import type { ChainConfig, ToolHost, TrackedCoin } from '@coinwatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { BalancesPanel } from '../balances/BalancesPanel.tsx';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';
import { OwnershipPanel } from '../ownership/OwnershipPanel.tsx';
import { ConnectionCard } from './ConnectionCard.tsx';
import { disconnectWallet, readNetworkAgain } from './connection.ts';
import { switchNetwork } from './switchNetwork.ts';

type ConnectedWalletProps = {
  host: ToolHost;
  wallet: DiscoveredWallet;
  client: WalletClient;
  account: Address;
  chainId: number | null;
  networkLost: boolean;
  coins: readonly TrackedCoin[];
  /** Until the host has read the user's coins, nothing is said about which of them the account has. */
  coinsLoaded: boolean;
  /** Not loaded yet and not failed (the host says a failure): "Loading your coins…". */
  coinsWaiting: boolean;
  reportError(action: string, error: unknown): void;
};

/** A connected wallet: its account and network, the account's balances and its ownership proof. */
export function ConnectedWallet({
  host,
  wallet,
  client,
  account,
  chainId,
  networkLost,
  coins,
  coinsLoaded,
  coinsWaiting,
  reportError,
}: ConnectedWalletProps) {
  // The id of the network a switch waits for the wallet to move to.
  const [switching, setSwitching] = useState<number | null>(null);
  // Counts switches, so the answer to one given up on (Cancel, or the connection gone: Disconnect,
  // a locked wallet) is ignored.
  const switches = useRef(0);
  useEffect(
    () => () => {
      switches.current++;
    },
    [],
  );
  const cancelSwitch = () => {
    switches.current++;
    setSwitching(null);
  };
  // The host is new whenever the theme changes: the balances are not read again for that.
  const notify = useRef(host.notify);
  notify.current = host.notify;
  // A balance comes from Coinwatch's node for the chain, not from the wallet: the panel words it so.
  const balanceError = useCallback(
    (problem: string) => notify.current({ icon: 'Error', primaryText: 'Balances not read', secondaryText: problem }),
    [],
  );
  const onSwitch = async (chain: ChainConfig) => {
    const attempt = ++switches.current;
    setSwitching(chain.id);
    try {
      await switchNetwork(client, chain, () => attempt === switches.current);
      if (attempt === switches.current) await readNetworkAgain();
    } catch (error) {
      if (attempt === switches.current) reportError(`Switch to ${chain.name} failed`, error);
    } finally {
      if (attempt === switches.current) setSwitching(null);
    }
  };
  const chain = host.chains.find((c) => c.id === chainId);
  return (
    <>
      <ConnectionCard
        wallet={wallet}
        account={account}
        chainId={chainId}
        networkLost={networkLost}
        chains={host.chains}
        switching={switching}
        onSwitch={(c) => void onSwitch(c)}
        onCancelSwitch={cancelSwitch}
        onDisconnect={() => void disconnectWallet()}
      />
      {chain && (
        <BalancesPanel
          chain={chain}
          account={account}
          coins={coins}
          coinsLoaded={coinsLoaded}
          coinsWaiting={coinsWaiting}
          onError={balanceError}
        />
      )}
      {/* Kept on a network Coinwatch does not list: a signature under way, or one signed and not
          saved yet, would otherwise be lost, and a hardware wallet asked again. */}
      <OwnershipPanel
        host={host}
        wallet={client}
        account={account}
        chain={chain}
        coins={coins}
        coinsLoaded={coinsLoaded}
        onWalletError={reportError}
      />
    </>
  );
}
