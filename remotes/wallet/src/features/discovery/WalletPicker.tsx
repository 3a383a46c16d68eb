import { PendingButton, useFocusIfLost } from '@coinwatch/shared/toolkit';
import type { DiscoveredWallet } from './walletDiscovery.ts';

/**
 * `wallets` is null until the page has asked for them (the tool's first frame). `connecting` is the
 * uuid of the wallet whose prompt is awaited. `reconnecting` names the remembered wallet while it
 * is asked, without a prompt, what it still shares.
 */
type Props = {
  wallets: readonly DiscoveredWallet[] | null;
  connecting: string | null;
  reconnecting: string | null;
  onConnect(wallet: DiscoveredWallet): void;
  onCancel(): void;
};

/** The wallets this browser offers (EIP-6963), each with a Connect button. */
export function WalletPicker({ wallets, connecting, reconnecting, onConnect, onCancel }: Props) {
  // After a disconnect, or a Cancel, the keyboard's place was a button now gone.
  const heading = useFocusIfLost<HTMLHeadingElement>(connecting);
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
        <p>
          Install a wallet extension such as{' '}
          <a href="https://metamask.io/download/" target="_blank" rel="noreferrer">
            MetaMask
          </a>{' '}
          or{' '}
          <a href="https://rabby.io/" target="_blank" rel="noreferrer">
            Rabby
          </a>
          , unlock it, then reload this page.
        </p>
        {/* A wallet installed or enabled since the page loaded joins it only on a new load. */}
        <button type="button" onClick={() => window.location.reload()}>
          Reload this page
        </button>
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
        {wallets.map((wallet) => {
          // A wallet may never answer (asleep, gone, its prompt closed without a word): Cancel stops
          // waiting, and the other wallets stay usable (a click on one replaces this connect).
          const waiting = connecting === wallet.uuid;
          return (
            <li key={wallet.uuid}>
              <img src={wallet.icon} alt="" width={24} height={24} />
              <bdi className="wallet-name">{wallet.name}</bdi>
              <PendingButton pending={waiting} onClick={() => onConnect(wallet)}>
                {/* Isolated, so a name in a right-to-left script does not reorder the words around it. */}
                {waiting ? 'Waiting for ' : 'Connect '}
                <bdi>{wallet.name}</bdi>
                {waiting && '…'}
              </PendingButton>
              {waiting && (
                <button type="button" onClick={onCancel}>
                  Cancel
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
