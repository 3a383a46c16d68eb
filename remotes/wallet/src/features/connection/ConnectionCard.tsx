import type { ChainConfig } from '@coinwatch/shared';
import type { Address } from 'viem';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';

type Props = {
  wallet: DiscoveredWallet;
  account: Address;
  chainId: number | null;
  chains: readonly ChainConfig[];
  switching: boolean;
  onSwitch(chain: ChainConfig): void;
  onDisconnect(): void;
};

/** Which wallet, account and network are connected, with the networks Coinwatch can read. */
export function ConnectionCard({ wallet, account, chainId, chains, switching, onSwitch, onDisconnect }: Props) {
  const chain = chains.find((c) => c.id === chainId);
  return (
    <div className="wallet-panel" data-testid="wallet-connected">
      <h2>
        <img src={wallet.icon} alt="" width={24} height={24} /> {wallet.name}
      </h2>
      <dl className="wallet-facts">
        <dt>Account</dt>
        <dd>
          <code data-testid="wallet-account">{account}</code>
        </dd>
        <dt>Network</dt>
        <dd data-testid="wallet-network">{chain ? chain.name : `Unknown network (chain id ${chainId ?? '?'})`}</dd>
      </dl>
      {!chain && <p className="wallet-error">Coinwatch cannot read this network. Switch your wallet to one of these:</p>}
      <div className="wallet-actions">
        {chains
          .filter((c) => c.id !== chainId)
          .map((c) => (
            <button type="button" key={c.id} disabled={switching} onClick={() => onSwitch(c)}>
              Switch to {c.name}
            </button>
          ))}
        <button type="button" onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  );
}
