import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Transfer, transferKey } from '../../chain/transfer.ts';

export type NewRowsOutOfView = { count: number; index: number };

/**
 * Live transfers that arrived out of view, until each has been in view once: above the rows a
 * reader has scrolled down to (or below them, sorted oldest first). Scrolled down, the list keeps
 * the reader's rows in place, so without a count of them the new ones would go unnoticed.
 * `jump` scrolls to them and puts the focus on the first, as the marker that was pressed goes away.
 */
export function useNewRowsMarker(
  rows: readonly Transfer[],
  fresh: ReadonlySet<string>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scroller: RefObject<HTMLDivElement | null>,
) {
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(() => new Set());
  const lastFresh = useRef(fresh);
  useEffect(() => {
    const before = lastFresh.current;
    lastFresh.current = fresh;
    const added = [...fresh].filter((key) => !before.has(key));
    if (added.length > 0) setUnseen((u) => new Set([...u, ...added]));
  }, [fresh]);

  const at = useMemo(() => indexesOf(rows, unseen), [rows, unseen]);
  const range = virtualizer.range;
  const first = range?.startIndex ?? 0;
  const end = range ? range.endIndex + 1 : 0;
  // Seen once it has been in view; gone once it is filtered out or the view started afresh.
  useEffect(() => {
    if (!range) return;
    const seen = [...unseen].filter((key) => {
      const i = at.get(key);
      return i === undefined || (i >= first && i < end);
    });
    if (seen.length > 0) setUnseen((u) => new Set([...u].filter((key) => !seen.includes(key))));
  }, [range, unseen, at, first, end]);

  const above = range ? [...at.values()].filter((i) => i < first) : [];
  const below = range ? [...at.values()].filter((i) => i >= end) : [];

  const focusKey = useRef<string | null>(null);
  useEffect(() => {
    if (!focusKey.current) return;
    const row = scroller.current?.querySelector(`[data-key="${focusKey.current}"]`);
    const target = row?.querySelector<HTMLElement>('a, button');
    if (!target) return;
    focusKey.current = null;
    target.focus({ preventScroll: true });
  });
  const jump = useCallback(
    (to: NewRowsOutOfView) => {
      const t = rows[to.index];
      if (!t) return;
      focusKey.current = transferKey(t);
      virtualizer.scrollToIndex(to.index, { align: to.index < first ? 'start' : 'end' });
    },
    [rows, virtualizer, first],
  );
  return {
    // The one nearest the top above, and the one nearest the bottom below: going there shows them all, if they fit.
    above: above.length > 0 ? { count: above.length, index: Math.min(...above) } : null,
    below: below.length > 0 ? { count: below.length, index: Math.max(...below) } : null,
    jump,
  };
}

/** Where each key is in the rows: live rows are few and near one end, so the search stops early. */
function indexesOf(rows: readonly Transfer[], keys: ReadonlySet<string>): ReadonlyMap<string, number> {
  const at = new Map<string, number>();
  if (keys.size === 0) return at;
  const last = rows.length - 1;
  // Newest first puts them at the start, oldest first at the end: search from both ends at once.
  for (let i = 0; i <= last - i && at.size < keys.size; i++) {
    for (const j of i === last - i ? [i] : [i, last - i]) {
      const key = transferKey(rows[j] as Transfer);
      if (keys.has(key)) at.set(key, j);
    }
  }
  return at;
}
