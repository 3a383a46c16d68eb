import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useMemo, useState } from 'react';
import type { Transfer } from '../../chain/transfer.ts';

/**
 * Keeps the row holding the keyboard focus in the DOM while it is out of view: scrolled away from,
 * or pushed down by live transfers. A virtual list drops rows out of range, and a dropped focused
 * row sends the focus to the page's start, so the next Tab would begin again from the top.
 */
export function useFocusedRowKept(rows: readonly Transfer[]) {
  const [focused, setFocused] = useState<Pick<Transfer, 'txHash' | 'logIndex'> | null>(null);
  // Found by hash and log index, no key strings built: 10,000 rows.
  const index = useMemo(
    () => (focused ? rows.findIndex((t) => t.txHash === focused.txHash && t.logIndex === focused.logIndex) : -1),
    [rows, focused],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (index < 0 || indexes.includes(index)) return indexes;
      return index < (indexes[0] ?? 0) ? [index, ...indexes] : [...indexes, index];
    },
    [index],
  );
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const at = Number(event.target.closest('[aria-rowindex]')?.getAttribute('aria-rowindex')) - 2;
      const t = rows[at];
      setFocused(t ? { txHash: t.txHash, logIndex: t.logIndex } : null);
    },
    [rows],
  );
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}
