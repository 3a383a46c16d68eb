import type { ChainConfig, TrackedCoin } from '@coinwatch/shared';
import { describeRpcFailureOrOffline, formatAmount, PendingButton, useWhenBackOnline } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { type BalanceRow, READ_AGAIN, REREAD_MS, readBalances, tokensOn } from './readBalances.ts';

type Props = {
  chain: ChainConfig;
  account: Address;
  coins: readonly TrackedCoin[];
  coinsLoaded: boolean;
  coinsWaiting: boolean;
  onError(problem: string): void;
};
/** `of`: the chain and account the rows are of; `quiet`: read by the timer, not by the user. */
type View = {
  of: string;
  status: 'loading' | 'ready' | 'error';
  rows: BalanceRow[];
  readAt: Date | null;
  problem: string | null;
  quiet?: boolean;
};
const readingOf = (of: string): View => ({ of, status: 'loading', rows: [], readAt: null, problem: null });

/** The account's native and tracked-coin balances on the chain, read from Coinwatch's node for it. */
export function BalancesPanel({ chain, account, coins, coinsLoaded, coinsWaiting, onError }: Props) {
  const of = `${chain.id}:${account}`;
  const [read, setRead] = useState<View>(() => readingOf(of));
  // Another account's or chain's amounts are never shown, not even for the frame before the new read
  // starts. The panel itself stays (it is not remounted), so a keyboard on Refresh keeps its place.
  const view = read.of === of ? read : readingOf(of);
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  // Set for the read the timer asks for: it neither shows "Reading…" nor notifies.
  const quietNext = useRef(false);
  // A read on its way: the timer waits for it (a slow node's answer, or its failure after 45 s,
  // would otherwise be dropped for a new read every 15 s, "Reading…" for good).
  const reading = useRef(false);
  // The host hands a new list each time it reads the coins again (every return to the tab): the
  // balances are read again only when the coins on this chain change, on Refresh, and every REREAD_MS.
  const tokens = tokensOn(chain, coins);
  const tokensKey = tokens.map((c) => `${c.coinAddress.toLowerCase()} ${c.coinTicker} ${c.coinName}`).join('\n');
  const tokensNow = useRef(tokens);
  tokensNow.current = tokens;

  useEffect(() => {
    let live = true;
    const quiet = quietNext.current;
    quietNext.current = false;
    // Not quiet from here when the user asked: the status line is polite before the answer comes.
    setRead((v) => (v.of !== of ? readingOf(of) : quiet ? v : { ...v, status: 'loading', quiet: false }));
    // Read so that Refresh, or another set of coins, runs this again.
    void attempt;
    void tokensKey;
    reading.current = true;
    readBalances(chain, account, tokensNow.current).then(
      (rows) => {
        if (!live) return;
        reading.current = false;
        setRead({ of, status: 'ready', rows, readAt: new Date(), problem: null, quiet });
      },
      (error: unknown) => {
        if (!live) return;
        reading.current = false;
        const problem = describeRpcFailureOrOffline(chain, error, READ_AGAIN, 'They are read again once you are back online.');
        // The last amounts read stay, under what failed and with when they were read.
        setRead((v) => ({ ...v, status: 'error', problem }));
        if (!quiet) onError(problem);
      },
    );
    return () => {
      live = false;
    };
  }, [chain, account, of, tokensKey, attempt, onError]);
  // A read that failed offline, the panel's or a coin's, needs no Refresh once the connection is back.
  useWhenBackOnline(view.status === 'error' || view.rows.some((row) => row.kind === 'unreadable'), refresh);
  useEffect(() => {
    const timer = setInterval(() => {
      // Not for a tab nobody looks at, nor offline (the line above reads them once back).
      if (document.visibilityState !== 'visible' || !navigator.onLine || reading.current) return;
      quietNext.current = true;
      refresh();
    }, REREAD_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <div className="wallet-panel" data-testid="wallet-balances" data-status={view.status}>
      <div className="wallet-panel-head">
        <h2>Balances on {chain.name}</h2>
        <PendingButton pending={view.status === 'loading'} onClick={refresh}>
          {view.status === 'loading' ? 'Reading…' : 'Refresh'}
        </PendingButton>
      </div>
      {/* Stays in the panel; not an alert, because the notification (onError) announces it once already. */}
      {view.status === 'error' && <p className="wallet-error">{view.problem}</p>}
      {/* A long list scrolls in its own box (a row per coin pushed the ownership proof pages down),
          which then takes the keyboard, as nothing in its rows does, to be scrolled without a mouse. */}
      {view.rows.length > 0 && (
        <div
          {...(view.rows.length > 10 && {
            className: 'wallet-balances-long',
            tabIndex: 0,
            role: 'region',
            'aria-label': `Balances on ${chain.name}`,
          })}
        >
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
                    {row.kind === 'unreadable' ? (
                      <span className="wallet-muted">{row.reason}</span>
                    ) : (
                      <Amount text={formatAmount(row.amount, row.decimals)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {coinsWaiting && <p role="status">Loading your coins…</p>}
      {coinsLoaded && view.rows.length === 1 && view.status === 'ready' && (
        <p className="wallet-muted">None of your tracked coins is on {chain.name}.</p>
      )}
      {/* Polite: a Refresh by keyboard hears that the balances came, not only its button's words;
          the timer's reads are not said, which would be every 15 s. */}
      <p className="wallet-muted" role="status" aria-live={view.quiet ? 'off' : 'polite'}>
        {view.readAt && `Read at ${view.readAt.toLocaleTimeString()}.`}
      </p>
    </div>
  );
}

/** An amount that breaks, on a narrow screen, at its decimal point only: never inside a number. */
function Amount({ text }: { text: string }) {
  const point = text.indexOf('.');
  return (
    <span className="wallet-number">
      {point < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, point + 1)}
          <wbr />
          {text.slice(point + 1)}
        </>
      )}
    </span>
  );
}
