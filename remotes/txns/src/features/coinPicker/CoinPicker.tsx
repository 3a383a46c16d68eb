import type { ToolHost } from '@coinwatch/shared';
import { Link } from '@coinwatch/shared/router';
import { countOf, useCoins } from '@coinwatch/shared/toolkit';
import { PasteTokenForm } from './PasteTokenForm.tsx';

export type CoinPickerProps = { host: ToolHost };

/** /tools/txns: one of the user's tracked coins, or any token address on a configured chain. */
export function CoinPicker({ host }: CoinPickerProps) {
  const { coins, loaded, waiting } = useCoins(host.coins);
  const chainName = (id: number) => host.chains.find((c) => c.id === id)?.name ?? `chain ${id}`;
  return (
    <div className="txns-picker">
      <h1>Transactions</h1>
      {/* What the tool is for, before a first-time user is asked to choose. */}
      <p className="txns-muted">
        A coin's token transfers to and from the addresses you track, read from the chain, and new ones as they come.
      </p>
      <h2>Your coins</h2>
      {waiting && <p role="status">Loading your coins…</p>}
      {loaded && coins.length === 0 && <p className="txns-muted">You track no coins yet. Add one on Home, or look up any token below.</p>}
      <ul className="txns-coin-list" data-testid="txns-coin-list">
        {coins.map((coin) => (
          <li key={coin.id}>
            <Link to={encodeURIComponent(coin.coinTicker)} data-testid="txns-coin-link">
              <strong>{coin.coinTicker}</strong> {coin.coinName}
            </Link>
            <span className="txns-muted">
              {' '}
              · {chainName(coin.chainId)} · {countOf(coin.addresses.length, 'address', 'addresses')}
            </span>
          </li>
        ))}
      </ul>
      <h2>Any token</h2>
      <PasteTokenForm chains={host.chains} homeChainId={host.homeChainId} />
    </div>
  );
}
