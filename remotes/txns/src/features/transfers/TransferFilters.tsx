import { countOf, grouped, PendingButton, shortAddress } from '@coinwatch/shared/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getAddress } from 'viem';
import { type Direction, type Filters, setFilter, txnsState } from '../../state/txnsState.ts';

export type TransferFiltersProps = {
  /** Addresses to pick one from (the coin's tracked ones), with their labels. */
  choices: ReadonlyArray<{ address: string; label: string }>;
  /** Whether transfers go in or out: not for a whole token's transfers, which follow no address. */
  directions: boolean;
  shown: number;
  total: number;
  /** The filters `shown` was counted with: the controls' own (synced) ones are a render ahead. */
  counted: Readonly<Filters>;
  onExport(): void;
  /** What the export is doing before its file is ready, or null. */
  exporting: string | null;
};

/** Direction, one address, hide zero-value, and CSV export of what is shown. */
export function TransferFilters({ choices, directions, shown, total, counted, onExport, exporting }: TransferFiltersProps) {
  const { filters } = useSnapshot(txnsState, { sync: true });
  const count =
    shown === total ? countOf(total, 'transfer', 'transfers') : `${grouped(shown)} of ${countOf(total, 'transfer', 'transfers')}`;
  const { said, changedByUser } = useSaidOnFilterChange(`${counted.direction}|${counted.address}|${counted.hideZero}`, count);
  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    changedByUser();
    setFilter(key, value);
  };
  return (
    <div className="txns-filters" data-testid="txns-filters">
      {directions && (
        <label>
          Direction
          <select
            value={filters.direction}
            onChange={(e) => change('direction', e.target.value as Direction)}
            data-testid="txns-filter-direction"
          >
            <option value="all">In and out</option>
            <option value="in">In</option>
            <option value="out">Out</option>
          </select>
        </label>
      )}
      {choices.length > 1 && (
        <label className="txns-address-choice">
          Address
          <select value={filters.address} onChange={(e) => change('address', e.target.value)} data-testid="txns-filter-address">
            {/* A whole token's transfers (no direction) are everyone's, the tracked addresses among them. */}
            <option value="">{directions ? 'All tracked' : 'Any address'}</option>
            {choices.map((c) => (
              <option key={c.address} value={c.address}>
                {/* Checksummed and shortened, as every other address on the page reads. */}
                {c.label ? `${c.label} (${shortAddress(getAddress(c.address))})` : getAddress(c.address)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="txns-check">
        <input
          type="checkbox"
          checked={filters.hideZero}
          onChange={(e) => change('hideZero', e.target.checked)}
          data-testid="txns-filter-zero"
        />
        Hide zero-value
      </label>
      <span className="txns-count" data-testid="txns-count">
        {count}
      </span>
      <span className="txns-visually-hidden" role="status" data-testid="txns-count-said">
        {said}
      </span>
      <PendingButton pending={exporting !== null} onClick={onExport} disabled={shown === 0} data-testid="txns-export">
        {exporting ?? 'Export CSV'}
      </PendingButton>
    </div>
  );
}

/**
 * The count as it stands after the user changes a filter, for a screen reader: the visible count
 * is no live region, as it changes with every range a scan reads and every live transfer. Only the
 * user's own changes: a new page's filters (its reset, its link's) come before its rows, and said
 * then, "0 transfers" stayed on an address's page that showed hundreds.
 */
function useSaidOnFilterChange(filtersKey: string, count: string): { said: string; changedByUser(): void } {
  const [said, setSaid] = useState('');
  const seen = useRef(filtersKey);
  const byUser = useRef(false);
  const latest = useRef(count);
  latest.current = count;
  useEffect(() => {
    if (seen.current === filtersKey) return;
    seen.current = filtersKey;
    // What this change counts is said; anything else is news the page gives in its own words.
    setSaid(byUser.current ? latest.current : '');
    byUser.current = false;
  }, [filtersKey]);
  return { said, changedByUser: () => (byUser.current = true) };
}
