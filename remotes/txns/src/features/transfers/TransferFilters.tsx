import { useSnapshot } from 'valtio';
import { type Direction, setFilter, txnsState } from '../../state/txnsState.ts';

export type TransferFiltersProps = {
  /** Addresses to pick one from (the coin's tracked ones), with their labels. */
  choices: ReadonlyArray<{ address: string; label: string }>;
  /** Whether transfers go in or out: not for a whole token's transfers, which follow no address. */
  directions: boolean;
  shown: number;
  total: number;
  onExport(): void;
};

/** Direction, one address, hide zero-value, and CSV export of what is shown. */
export function TransferFilters({ choices, directions, shown, total, onExport }: TransferFiltersProps) {
  const { filters } = useSnapshot(txnsState, { sync: true });
  return (
    <div className="txns-filters" data-testid="txns-filters">
      {directions && (
        <label>
          Direction
          <select
            value={filters.direction}
            onChange={(e) => setFilter('direction', e.target.value as Direction)}
            data-testid="txns-filter-direction"
          >
            <option value="all">In and out</option>
            <option value="in">In</option>
            <option value="out">Out</option>
          </select>
        </label>
      )}
      {choices.length > 1 && (
        <label>
          Address
          <select value={filters.address} onChange={(e) => setFilter('address', e.target.value)} data-testid="txns-filter-address">
            <option value="">All tracked</option>
            {choices.map((c) => (
              <option key={c.address} value={c.address}>
                {c.label ? `${c.label} (${c.address.slice(0, 8)}…)` : c.address}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="txns-check">
        <input
          type="checkbox"
          checked={filters.hideZero}
          onChange={(e) => setFilter('hideZero', e.target.checked)}
          data-testid="txns-filter-zero"
        />
        Hide zero-value
      </label>
      <span className="txns-count" data-testid="txns-count">
        {shown === total
          ? `${total.toLocaleString('en-US')} transfers`
          : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} transfers`}
      </span>
      <button type="button" onClick={onExport} disabled={shown === 0} data-testid="txns-export">
        Export CSV
      </button>
    </div>
  );
}
