import type { ChainConfig, TrackedAddress, TrackedCoin } from '@coinwatch/shared';
import { countOf, useMediaQuery, useRemeasureOnChange } from '@coinwatch/shared/toolkit';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useRef, useState } from 'react';
import { AddressRow } from './AddressRow.tsx';
import { useNearViewport } from './useNearViewport.ts';

/** Row heights in px, kept in step with .coins-address in home.css: one line, or two on a phone or a tablet. */
export const ADDRESS_ROW_HEIGHT = 44;
const NARROW_ADDRESS_ROW_HEIGHT = 76;
const NARROW = '(max-width: 56rem)';

export type AddressListProps = {
  coin: TrackedCoin;
  /** The addresses to list: all the coin's, or those the find box on Home leaves. */
  shown: readonly TrackedAddress[];
  chain: ChainConfig | undefined;
  /** The address whose edit form is open (above the list): its row is marked. */
  editingId?: string;
  onEdit: (addressId: string) => void;
  onDelete: (addressId: string) => void;
};

/**
 * A coin's addresses in a scroll box that renders only the rows in view, and none until the box
 * comes near the screen, so 50 coins × 200 addresses stay quick to load and to scroll.
 */
export function AddressList({ coin, shown, chain, editingId, onEdit, onDelete }: AddressListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = useMediaQuery(NARROW) ? NARROW_ADDRESS_ROW_HEIGHT : ADDRESS_ROW_HEIGHT;
  const kept = useFocusedAddressKept(shown);
  const virtualizer = useVirtualizer({
    rangeExtractor: kept.rangeExtractor,
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // Before the box is measured (and in tests), render the first screenful instead of nothing.
    initialRect: { width: 800, height: ADDRESS_ROW_HEIGHT * 8 },
  });
  useRemeasureOnChange(virtualizer, rowHeight);
  // Rows of lists far down the page would cost the first paint their layout: the spacer keeps
  // the box its full height until the list comes near.
  const near = useNearViewport(scroller, shown.length > 0);
  if (coin.addresses.length === 0) return <p className="muted">No addresses yet.</p>;
  const some = shown.length < coin.addresses.length && (
    <p className="muted" data-testid="coins-address-found">
      {shown.length} of {countOf(coin.addresses.length, 'address', 'addresses')} match.
    </p>
  );
  const rows = near ? virtualizer.getVirtualItems() : [];
  const before = rows[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0));
  return (
    <>
      {some}
      <div
        ref={scroller}
        className={`coins-address-scroll${shown.length > 8 ? ' coins-address-scroll-long' : ''}`}
        data-testid="coins-address-list"
      >
        <ul className="coins-address-canvas" aria-label={`Addresses of ${coin.coinTicker}`} onFocus={kept.onFocus} onBlur={kept.onBlur}>
          {/* Spacers stand in for the rows out of view, so the scrollbar matches the whole list. */}
          <li className="coins-address-spacer-item" aria-hidden="true">
            <svg className="coins-address-spacer" height={before} width={1} />
          </li>
          {rows.map((row) => {
            const address = shown[row.index];
            if (!address) return null;
            return (
              // Only the rows in view are in the list: a screen reader hears its whole size from these.
              <li key={address.id} aria-setsize={shown.length} aria-posinset={row.index + 1}>
                <AddressRow
                  address={address}
                  ticker={coin.coinTicker}
                  chain={chain}
                  editing={address.id === editingId}
                  onEdit={() => onEdit(address.id)}
                  onDelete={() => onDelete(address.id)}
                />
              </li>
            );
          })}
          <li className="coins-address-spacer-item" aria-hidden="true">
            <svg className="coins-address-spacer" height={after} width={1} />
          </li>
        </ul>
      </div>
    </>
  );
}

/**
 * Keeps the row the keyboard is in rendered while the box scrolls it far out of view (arrow keys,
 * the wheel): dropped, it took the focus with it and the next Tab began again at the page's start.
 * The rows between stay too, so the spacers before and after the rows drawn stay right.
 */
function useFocusedAddressKept(shown: readonly TrackedAddress[]) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const at = focusedId === null ? -1 : shown.findIndex((a) => a.id === focusedId);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (at < 0 || indexes.includes(at)) return indexes;
      const first = Math.min(at, indexes[0] ?? at);
      const last = Math.max(at, indexes.at(-1) ?? at);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    },
    [at],
  );
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const row = Number(event.target.closest('li')?.getAttribute('aria-posinset')) - 1;
      setFocusedId(shown[row]?.id ?? null);
    },
    [shown],
  );
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}
