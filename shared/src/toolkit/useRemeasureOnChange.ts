import { useEffect, useRef } from 'react';

/**
 * Has a virtualised list work out its rows' offsets again when `rowHeight` changes (a window
 * crossing a breakpoint), and only then: measuring again on mount would render every list twice.
 */
export function useRemeasureOnChange(list: { measure(): void }, rowHeight: number): void {
  const measuredAt = useRef(rowHeight);
  useEffect(() => {
    if (measuredAt.current === rowHeight) return;
    measuredAt.current = rowHeight;
    list.measure();
  }, [list, rowHeight]);
}
