import type { ChainConfig, TrackedCoin } from '@coinwatch/shared';
import { formatAmount, PendingButton } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useState } from 'react';
import type { Address } from 'viem';
import { type BalanceRow, readBalances } from './readBalances.ts';

type Props = { chain: ChainConfig; account: Address; coins: readonly TrackedCoin[]; onError(error: unknown): void };
type View = { status: 'loading' | 'ready' | 'error'; rows: BalanceRow[]; readAt: Date | null };

/** The account's native and tracked-coin balances on the chain, read from Coinwatch's node for it. */
export function BalancesPanel({ chain, account, coins, onError }: Props) {
  const [view, setView] = useState<View>({ status: 'loading', rows: [], readAt: null });
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setView((v) => ({ ...v, status: 'loading' }));
    // `attempt` is read so that Refresh runs this again.
    void attempt;
    readBalances(chain, account, coins).then(
      (rows) => live && setView({ status: 'ready', rows, readAt: new Date() }),
      (error: unknown) => {
        if (!live) return;
        setView((v) => ({ ...v, status: 'error' }));
        onError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [chain, account, coins, attempt, onError]);

  return (
    <div className="wallet-panel" data-testid="wallet-balances" data-status={view.status}>
      <div className="wallet-panel-head">
        <h2>Balances on {chain.name}</h2>
        <PendingButton pending={view.status === 'loading'} onClick={refresh}>
          {view.status === 'loading' ? 'Reading…' : 'Refresh'}
        </PendingButton>
      </div>
      {view.status === 'error' && (
        <p className="wallet-error" role="alert">
          Cannot read balances from {chain.name}'s node ({new URL(chain.rpcHttp).host}). Check your connection or the RPC URL, then Refresh.
        </p>
      )}
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">Coin</th>
            <th scope="col" className="wallet-amount">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.key} data-testid="wallet-balance" data-symbol={row.symbol}>
              <td>
                <strong>{row.symbol}</strong> <span className="wallet-muted">{row.name}</span>
              </td>
              <td className="wallet-amount">
                {row.kind === 'unreadable' ? <span className="wallet-muted">{row.reason}</span> : formatAmount(row.amount, row.decimals)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.rows.length === 1 && view.status === 'ready' && <p className="wallet-muted">None of your tracked coins is on {chain.name}.</p>}
      {view.readAt && <p className="wallet-muted">Read at {view.readAt.toLocaleTimeString()}.</p>}
    </div>
  );
}
