import type { ChainConfig } from '@coinwatch/shared';
import { PendingButton, useFocusIfLost } from '@coinwatch/shared/toolkit';
import type { Address } from 'viem';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';

type Props = {
  wallet: DiscoveredWallet;
  account: Address;
  chainId: number | null;
  networkLost: boolean;
  chains: readonly ChainConfig[];
  /** The id of the network a switch is waiting for: every switch waits until the wallet answers. */
  switching: number | null;
  onSwitch(chain: ChainConfig): void;
  /** Stops waiting for a switch the wallet does not answer: its late answer changes nothing. */
  onCancelSwitch(): void;
  onDisconnect(): void;
};

/** Which wallet, account and network are connected, with the networks Coinwatch can read. */
export function ConnectionCard({
  wallet,
  account,
  chainId,
  networkLost,
  chains,
  switching,
  onSwitch,
  onCancelSwitch,
  onDisconnect,
}: Props) {
  const chain = chains.find((c) => c.id === chainId);
  // The keyboard's place when its button is gone: after a connect, the wallet; after a switch,
  // or a Cancel of one, the network.
  const heading = useFocusIfLost<HTMLHeadingElement>();
  const network = useFocusIfLost<HTMLElement>(`${chainId}:${switching}`);
  return (
    <div className="wallet-panel" data-testid="wallet-connected">
      <h2 ref={heading} tabIndex={-1}>
        <img src={wallet.icon} alt="" width={24} height={24} /> {wallet.name}
      </h2>
      <dl className="wallet-facts">
        <dt>Account</dt>
        <dd>
          <code data-testid="wallet-account">{account}</code>
        </dd>
        <dt>Network</dt>
        <dd data-testid="wallet-network" ref={network} tabIndex={-1}>
          {chain ? chain.name : `Unknown network (chain id ${chainId ?? '?'})`}
        </dd>
      </dl>
      {networkLost && (
        <p className="wallet-error" role="status" data-testid="wallet-network-lost">
          {wallet.name} has lost its connection to the network and is reconnecting. Until it is back, it may fail to switch networks. The
          balances here are read by Coinwatch and stay current.
        </p>
      )}
      {!chain && <p className="wallet-error">Coinwatch cannot read this network. Switch your wallet to one of these:</p>}
      <div className="wallet-actions">
        {chains
          .filter((c) => c.id !== chainId)
          .map((c) => (
            <PendingButton key={c.id} pending={switching !== null} onClick={() => onSwitch(c)}>
              {switching === c.id ? `Waiting for ${wallet.name}…` : `Switch to ${c.name}`}
            </PendingButton>
          ))}
        {/* A wallet may never answer (its prompt closed without a word, a hardware wallet unplugged). */}
        {switching !== null && (
          <button type="button" onClick={onCancelSwitch}>
            Cancel
          </button>
        )}
        <button type="button" onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  );
}
