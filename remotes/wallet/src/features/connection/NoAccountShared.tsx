import { useFocusIfLost } from '@coinwatch/shared/toolkit';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';

type Props = { wallet: DiscoveredWallet; onConnect(): void; onDisconnect(): void };

/**
 * The connected wallet shares no account with this site now: locked, or its access removed (it
 * does not say which). Unlocking it brings the page back by itself; Connect again asks it to.
 */
export function NoAccountShared({ wallet, onConnect, onDisconnect }: Props) {
  // The keyboard's place was on the connected view, now gone.
  const heading = useFocusIfLost<HTMLHeadingElement>();
  return (
    <div className="wallet-panel" data-testid="wallet-no-account">
      <h2 ref={heading} tabIndex={-1}>
        <img src={wallet.icon} alt="" width={24} height={24} /> {wallet.name}
      </h2>
      <p>
        {wallet.name} shares no account with Coinwatch now: it is locked, or it no longer gives this site access. Unlock it to go on here,
        or connect again.
      </p>
      <div className="wallet-actions">
        <button type="button" onClick={onConnect}>
          Connect again
        </button>
        <button type="button" onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  );
}
