import { PendingButton, useFocusIfLost } from '@coinwatch/shared/toolkit';
import type { DiscoveredWallet } from './walletDiscovery.ts';

/**
 * `wallets` is null until the page has asked for them (the tool's first frame). `reconnecting` names
 * the remembered wallet while it is asked, without a prompt, what it still shares.
 */
type Props = {
  wallets: readonly DiscoveredWallet[] | null;
  busy: boolean;
  reconnecting: string | null;
  onConnect(wallet: DiscoveredWallet): void;
};

/** The wallets this browser offers (EIP-6963), each with a Connect button. */
export function WalletPicker({ wallets, busy, reconnecting, onConnect }: Props) {
  // After a disconnect, the keyboard's place was the Disconnect button, now gone.
  const heading = useFocusIfLost<HTMLHeadingElement>();
  if (wallets === null) {
    return (
      <div className="wallet-panel">
        <p role="status" aria-busy="true">
          Looking for browser wallets…
        </p>
      </div>
    );
  }
  if (wallets.length === 0) {
    return (
      <div className="wallet-panel" data-testid="wallet-none">
        <h2>No browser wallet found</h2>
        <p>Install a wallet extension such as MetaMask or Rabby, unlock it, then reload this page.</p>
      </div>
    );
  }
  return (
    <div className="wallet-panel">
      <h2 ref={heading} tabIndex={-1}>
        Connect a wallet
      </h2>
      {reconnecting && (
        <p role="status" className="wallet-muted">
          Reconnecting to {reconnecting}…
        </p>
      )}
      <ul className="wallet-list" data-testid="wallet-list">
        {wallets.map((wallet) => (
          <li key={wallet.uuid}>
            <img src={wallet.icon} alt="" width={24} height={24} />
            <span>{wallet.name}</span>
            <PendingButton pending={busy} onClick={() => onConnect(wallet)}>
              {busy ? 'Waiting for the wallet…' : `Connect ${wallet.name}`}
            </PendingButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
