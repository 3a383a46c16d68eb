import { type ChainConfig, explorerLink } from '@coinwatch/shared';
import { Link } from '@coinwatch/shared/router';
import { countOf, formatAmount, grouped } from '@coinwatch/shared/toolkit';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { PublicClient } from 'viem';
import { AddressLabel } from '../addresses/AddressLabel.tsx';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import type { Trade } from './trade.ts';
import { useBlockTimes } from './useBlockTimes.ts';

export const PAGE_SIZE = 50;

type Props = {
  trades: readonly Trade[];
  chain: ChainConfig;
  client: PublicClient;
  tracked: ReadonlyMap<string, TrackedLabel>;
  /** Trades that arrived live: highlighted. */
  arrived: ReadonlySet<string>;
  /** The page of a subject (or trader), with the chosen chain. */
  subjectHref(address: string): string;
  /** Whether to show the subject column (not on a subject's own page). */
  showSubject: boolean;
  /** Whether any block has been scanned yet: before that (or when the node cannot be reached), no trades says nothing. */
  scanned: boolean;
  /** The page's Refresh count, if it has a Refresh: a press reads the missing times again at once. */
  round?: number;
};

/** Trades, newest first, a page at a time: what was paid or received per trade, fees included. */
export function TradesTable({ trades, chain, client, tracked, arrived, subjectHref, showSubject, scanned, round }: Props) {
  const [shown, setShown] = useState(PAGE_SIZE);
  // The row the keyboard is in, by trade: a live trade pushes every row down, and the last row of
  // the page went, focus and all (the next Tab began again at the page's start). The page grows to keep it.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const visible = Math.max(shown, focusedKey === null ? 0 : trades.findIndex((t) => t.key === focusedKey) + 1);
  const rows = trades.slice(0, visible);
  const times = useBlockTimes(client, [...new Set(rows.map((t) => t.block))], round);
  const label = (address: string) => tracked.get(address.toLowerCase());
  // Show more takes the keyboard to the first row it showed: left on the button, which moved below
  // the new rows, a keyboard or screen reader user had to go back through all of them to read them
  // (and the last page's button goes, which left the focus nowhere). By trade, as rows move.
  const [firstShownKey, setFirstShownKey] = useState<string | null>(null);
  const firstShownRow = useRef<HTMLTableRowElement>(null);
  useLayoutEffect(() => {
    if (firstShownKey !== null) firstShownRow.current?.focus();
  }, [firstShownKey]);
  const countId = useId();

  if (!trades.length) return scanned ? <p className="ft-muted">No trades in the blocks scanned.</p> : null;
  return (
    <>
      {/* The table's name, outside it: a caption is as wide as its table, so on a phone it was cut off with the columns. */}
      <p className="ft-muted ft-table-count" id={countId} data-testid="ft-trade-count" data-count={trades.length}>
        {countOf(trades.length, 'trade', 'trades')} in the blocks scanned, newest first
      </p>
      <table className="ft-table ft-trades-table" data-testid="ft-trades" aria-labelledby={countId}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Block</th>
            <th scope="col">Trader</th>
            {showSubject && <th scope="col">Keys of</th>}
            <th scope="col">Side</th>
            <th scope="col" className="ft-number">
              Keys
            </th>
            {/* No-break spaces keep it to two lines: squeezed, it took a line per word. */}
            <th scope="col" className="ft-number">
              {chain.nativeSymbol}
              {'\u00a0'}paid or{'\u00a0'}received
            </th>
            <th scope="col" className="ft-number">
              Supply after
            </th>
          </tr>
        </thead>
        <tbody
          onFocus={(event) => setFocusedKey(event.target.closest('tr')?.dataset.key ?? null)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null);
          }}
        >
          {rows.map((t) => {
            const tx = explorerLink(chain, 'tx', t.txHash);
            const fees = t.protocolFee + t.subjectFee;
            return (
              <tr
                key={t.key}
                ref={t.key === firstShownKey ? firstShownRow : undefined}
                tabIndex={t.key === firstShownKey ? -1 : undefined}
                data-testid="ft-trade"
                data-key={t.key}
                className={arrived.has(t.key) ? 'ft-arrived' : undefined}
              >
                <td className="ft-trade-time">
                  {/* The highlight is colour alone: a screen reader hears the word. */}
                  {arrived.has(t.key) && <span className="ft-visually-hidden">New: </span>}
                  <TradeTime time={times.get(t.block)} />
                </td>
                <td className="ft-trade-block">
                  {tx ? (
                    <a href={tx} target="_blank" rel="noreferrer" title={t.txHash}>
                      {t.block.toString()}
                    </a>
                  ) : (
                    <span title={t.txHash}>{t.block.toString()}</span>
                  )}
                </td>
                <td className="ft-trade-trader" data-label="Trader">
                  <Link to={subjectHref(t.trader)}>
                    <AddressLabel address={t.trader} tracked={label(t.trader)} />
                  </Link>
                </td>
                {showSubject && (
                  <td className="ft-trade-subject" data-label="Keys of">
                    <Link to={subjectHref(t.subject)}>
                      <AddressLabel address={t.subject} tracked={label(t.subject)} />
                    </Link>
                  </td>
                )}
                <td className={`ft-trade-side ${t.isBuy ? 'ft-buy' : 'ft-sell'}`}>{t.isBuy ? 'Buy' : 'Sell'}</td>
                <td className="ft-number ft-trade-keys" data-label="Keys">
                  {grouped(t.keys)}
                </td>
                <td className="ft-number ft-trade-eth" data-unit={chain.nativeSymbol}>
                  {formatAmount(t.isBuy ? t.eth + fees : t.eth - fees, 18)}
                </td>
                <td className="ft-number ft-trade-supply" data-label="Supply after">
                  {grouped(t.supplyAfter)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {trades.length > visible && (
        <button
          type="button"
          onClick={() => {
            setFirstShownKey(trades[visible]?.key ?? null);
            setShown(visible + PAGE_SIZE);
          }}
        >
          Show {Math.min(PAGE_SIZE, trades.length - visible)} more of {trades.length - visible}
        </button>
      )}
    </>
  );
}

// One formatter each for every row: toLocale…String() builds its locale data again at each call.
const tradeDate = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric' });
const tradeTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' });

/**
 * A trade's date, and its time with its zone (an explorer's times, in UTC, may fall on another
 * day): two parts that keep together, so a narrow table breaks the cell between them.
 */
function TradeTime({ time }: { time: Date | undefined }) {
  if (!time) return null;
  return (
    <>
      <span>{tradeDate.format(time)}</span> <span>{tradeTime.format(time)}</span>
    </>
  );
}
