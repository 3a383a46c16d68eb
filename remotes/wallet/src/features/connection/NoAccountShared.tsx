import { PendingButton, useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useRef, useState } from 'react';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';

type Props = {
  wallet: DiscoveredWallet;
  /** Asks the wallet for accounts; its outcome is told only while `wanted()` (no Cancel since). */
  onConnect(wanted: () => boolean): Promise<unknown>;
  onDisconnect(): void;
};

/**
 * The connected wallet shares no account with this site now: locked, or its access removed (it
 * does not say which). Unlocking it brings the page back by itself; Connect again asks it to.
 */
export function NoAccountShared({ wallet, onConnect, onDisconnect }: Props) {
  // One prompt at a time: a wallet refuses a second request while its prompt is open (-32002).
  const [asking, setAsking] = useState(false);
  // The keyboard's place was on the connected view, now gone; or on Cancel, which goes once pressed.
  const heading = useFocusIfLost<HTMLHeadingElement>(asking);
  // Counts asks and cancels. A wallet may never answer (its prompt closed without a word): Cancel
  // stops waiting, as the picker's does, and the answer that comes late is not told.
  const asks = useRef(0);
  const askAgain = () => {
    const mine = ++asks.current;
    const wanted = () => asks.current === mine;
    setAsking(true);
    void onConnect(wanted).finally(() => wanted() && setAsking(false));
  };
  const cancel = () => {
    asks.current++;
    setAsking(false);
  };
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
        <PendingButton pending={asking} onClick={askAgain}>
          {asking ? `Waiting for ${wallet.name}…` : 'Connect again'}
        </PendingButton>
        {asking && (
          <button type="button" onClick={cancel}>
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
