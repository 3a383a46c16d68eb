import { useNavigate, useSearchParams } from '@coinwatch/shared/router';
import * as z from '@coinwatch/shared/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type Filters, type Sort, type SortKey, txnsState } from '../../state/txnsState.ts';
import { type ResolvedView, showsTransfers } from './useTransferView.ts';

const oneOf = (...values: string[]) => z.string().check(z.regex(new RegExp(`^(${values.join('|')})$`)));
/** The link's part of the page: only what differs from a new page's filters and sort. */
const PARAMS = {
  direction: oneOf('in', 'out'),
  address: oneOf('0x[0-9a-fA-F]{40}'),
  hide: oneOf('zero'),
  sort: oneOf('amount', 'from', 'to'),
  order: oneOf('asc'),
};

/** The link's value of `name`, or null when it has none or one that means nothing here. */
const param = (search: URLSearchParams, name: keyof typeof PARAMS) => {
  const value = search.get(name);
  return PARAMS[name].safeParse(value).success ? value : null;
};

/** The search of the page's link with these filters and sort (its other parts, ?chain=, kept). */
export function filtersSearch(search: URLSearchParams, filters: Filters, sort: Sort): string {
  const next = new URLSearchParams(search);
  for (const name of Object.keys(PARAMS)) next.delete(name);
  if (filters.direction !== 'all') next.set('direction', filters.direction);
  if (filters.address) next.set('address', filters.address);
  if (filters.hideZero) next.set('hide', 'zero');
  if (sort.key !== 'block') next.set('sort', sort.key);
  if (!sort.desc) next.set('order', 'asc');
  return next.toString();
}

/**
 * Sets the page's filters and sort from its link; a part that does not fit the view is left out.
 * Returns the link's address when it is none of the coin's tracked ones, on a page that is not an
 * address's own (a link shared by a user who tracks it): that address's page is the link's rows.
 */
export function applyFiltersSearch(search: URLSearchParams, view: Pick<ResolvedView, 'addresses' | 'focus' | 'tracked'>): string {
  // Directions are an address's; the address to pick is one of the coin's tracked ones (on a
  // pasted token's page too), but not on an address's own page.
  const direction = view.addresses.length > 0 ? param(search, 'direction') : null;
  const address = param(search, 'address')?.toLowerCase() ?? '';
  const choosable = !view.focus && view.tracked.has(address);
  Object.assign(txnsState.filters, {
    direction: direction ?? 'all',
    address: choosable ? address : '',
    hideZero: param(search, 'hide') !== null,
  });
  const key = (param(search, 'sort') ?? 'block') as SortKey;
  const desc = param(search, 'order') === null;
  if (txnsState.sort.key !== key || txnsState.sort.desc !== desc) txnsState.sort = { key, desc };
  return view.focus || choosable ? '' : address;
}

/**
 * Keeps the filters and sort in the page's link, so Back from an address's page, a reload or a
 * shared link shows the transfers as they were. Called after useTransferSession: its new view's
 * reset comes first, and the link then sets what it holds. Not before the coins are read (a pasted
 * token's page would not yet know the address its link picks), nor on a coin without addresses.
 */
export function useFiltersInUrl(view: ResolvedView | null): void {
  const [search, setSearch] = useSearchParams();
  const { filters, sort } = useSnapshot(txnsState);
  const key = view?.coinsLoaded && showsTransfers(view) ? view.key : null;
  const linked = search.toString();
  // The search this hook last asked the router for, on its view: it comes a render or more later,
  // and by then the user may have changed a filter again, which it must not undo.
  const asked = useRef<{ key: string; search: string } | null>(null);
  // The link last applied, and whether the page left it for its address's page. That address is
  // followed only as the link comes, not when it is deleted in another tab while the page shows.
  const applied = useRef<{ search: string; left: boolean } | null>(null);
  const navigate = useNavigate();
  // Before the new view paints, and on Back and Forward between one page's links. By the view's
  // key, which names its addresses: not again for each new coins list.
  useLayoutEffect(() => {
    if (asked.current?.key === key && asked.current.search === linked) asked.current = null;
    else if (key && view) {
      const search = new URLSearchParams(linked);
      const elsewhere = applyFiltersSearch(search, view);
      const left = elsewhere !== '' && applied.current?.search !== linked;
      if (left) {
        search.delete('address');
        // Relative to the coin's page: its address page, the link's other parts kept.
        navigate({ pathname: elsewhere, search: `${search}` }, { replace: true });
      }
      applied.current = { search: linked, left };
    }
  }, [key, linked]);
  // The state as it is now, not this render's snapshot: a link just applied above is not undone.
  useEffect(() => {
    if (asked.current?.key !== key) asked.current = null;
    // Not over the move to the address's page: written after it, this page's link would win.
    if (!key || (applied.current?.left && applied.current.search === linked)) return;
    const next = filtersSearch(search, txnsState.filters, txnsState.sort);
    if (next === (asked.current?.search ?? linked)) return;
    // Back to the link shown, it is still asked for (over the one on its way), but it will not
    // arrive as a change: nothing is left waiting for it.
    asked.current = next === linked ? null : { key, search: next };
    // In place of the page's entry, and where it is scrolled to: a filter is no new page to go back to.
    setSearch(next, { replace: true, preventScrollReset: true });
  }, [key, filters, sort, search, linked, setSearch]);
}
