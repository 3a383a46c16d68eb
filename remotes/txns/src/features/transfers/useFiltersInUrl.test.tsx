import { describe, expect, it } from '@rstest/core';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetView, txnsState } from '../../state/txnsState.ts';
import { applyFiltersSearch, filtersSearch, useFiltersInUrl } from './useFiltersInUrl.ts';
import type { ResolvedView } from './useTransferView.ts';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const tracked = new Map(
  [A, B].map((address) => [address, { id: address, address, description: '', color: '#123456', createdAt: '2026-01-01T00:00:00Z' }]),
);
const coinPage = { addresses: [A, B] as `0x${string}`[], focus: null, tracked };
const view = (o: Partial<ResolvedView>) => ({ key: 'k', byTicker: true, ...coinPage, coinsLoaded: true, ...o }) as ResolvedView;
const applied = (search: string, view: Parameters<typeof applyFiltersSearch>[1] = coinPage) => {
  resetView('a');
  applyFiltersSearch(new URLSearchParams(search), view);
  return { filters: { ...txnsState.filters }, sort: { ...txnsState.sort } };
};

describe('the filters and sort in the page’s link', () => {
  it('names only what differs from a new page, and keeps the link’s chain', () => {
    const search = new URLSearchParams('chain=8453&sort=to&hide=zero');
    expect(filtersSearch(search, { direction: 'all', address: '', hideZero: false }, { key: 'block', desc: true })).toBe('chain=8453');
    expect(filtersSearch(search, { direction: 'in', address: A, hideZero: true }, { key: 'amount', desc: false })).toBe(
      `chain=8453&direction=in&address=${A}&hide=zero&sort=amount&order=asc`,
    );
  });

  it('sets what a link holds, and the defaults for what it leaves out', () => {
    expect(applied(`direction=out&address=${B.toUpperCase().replace('0X', '0x')}&hide=zero&sort=from&order=asc`)).toEqual({
      filters: { direction: 'out', address: B, hideZero: true },
      sort: { key: 'from', desc: false },
    });
    txnsState.filters.direction = 'in';
    applyFiltersSearch(new URLSearchParams(''), coinPage);
    expect({ ...txnsState.filters }).toEqual({ direction: 'all', address: '', hideZero: false });
    expect({ ...txnsState.sort }).toEqual({ key: 'block', desc: true });
  });

  it('leaves out a value that means nothing, and a filter the view has no such choice for', () => {
    expect(applied('direction=sideways&sort=time&order=up&hide=1&address=0x12')).toEqual({
      filters: { direction: 'all', address: '', hideZero: false },
      sort: { key: 'block', desc: true },
    });
    // Not one of the coin's addresses: the filter would hide every row (the hook goes to its page).
    expect(applied(`address=0x${'c'.repeat(40)}`).filters.address).toBe('');
    // An address's own page has no address to pick.
    expect(applied(`address=${A}&direction=in`, { addresses: [A], focus: A, tracked }).filters).toEqual({
      direction: 'in',
      address: '',
      hideZero: false,
    });
    // A whole token's transfers have no direction, and offer the coin's tracked addresses to pick.
    expect(applied(`direction=in&address=${B}`, { addresses: [], focus: null, tracked }).filters).toEqual({
      direction: 'all',
      address: B,
      hideZero: false,
    });
  });
});

describe('a link to an address the page cannot pick', () => {
  const C = `0x${'c'.repeat(40)}` as const;
  it('is named for its own page on a coin’s or a whole token’s page, and never on an address’s own or for a tracked one', () => {
    resetView('a');
    expect(applyFiltersSearch(new URLSearchParams(`address=${C.toUpperCase().replace('0X', '0x')}`), coinPage)).toBe(C);
    expect(applyFiltersSearch(new URLSearchParams(`address=${C}`), { addresses: [], focus: null, tracked })).toBe(C);
    expect(applyFiltersSearch(new URLSearchParams(`address=${C}`), { addresses: [A], focus: A, tracked })).toBe('');
    expect(applyFiltersSearch(new URLSearchParams(`address=${A}`), coinPage)).toBe('');
    expect(applyFiltersSearch(new URLSearchParams('address=0x12'), coinPage)).toBe('');
  });

  /** The tool's two transfers pages; the coin's tracked addresses are `trackedNow`, which a test may change. */
  const pages = (path: string) => {
    let show: (next: typeof tracked) => void = () => {};
    function Page({ focus }: { focus: boolean }) {
      const [trackedNow, setTracked] = useState(tracked);
      show = setTracked;
      const addresses = [...trackedNow.keys()] as `0x${string}`[];
      useFiltersInUrl(
        focus ? view({ key: 'address', addresses: [C], focus: C }) : view({ key: `k:${addresses}`, addresses, tracked: trackedNow }),
      );
      return null;
    }
    resetView('k');
    const router = createMemoryRouter(
      [
        { path: '/tools/txns/:coin', element: <Page focus={false} /> },
        { path: '/tools/txns/:coin/:address', element: <Page focus /> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return { router, untrack: (address: string) => act(() => show(new Map([...tracked].filter(([a]) => a !== address)))) };
  };
  const at = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

  it('opens that address’s page with the rest of the link, in place of the coin’s', async () => {
    const { router } = pages(`/tools/txns/DMO?direction=in&address=${C}&sort=amount`);
    await act(async () => {});
    expect(at(router)).toBe(`/tools/txns/DMO/${C}?direction=in&sort=amount`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(txnsState.filters.direction).toBe('in');
  });

  it('but an address the page showed, deleted meanwhile in another tab, leaves the page where it is', async () => {
    const { router, untrack } = pages(`/tools/txns/DMO?address=${B}`);
    await act(async () => {});
    expect(txnsState.filters.address).toBe(B);
    untrack(B);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/tools/txns/DMO');
    expect(txnsState.filters.address).toBe('');
  });
});

describe('a transfers page and its link', () => {
  /** The page at `path` with `view`; `show` gives it another view, as a new coins list does. */
  const pageAt = (path: string, view: ResolvedView, loader?: () => Promise<null>) => {
    let show: (view: ResolvedView) => void = () => {};
    function Page() {
      const [shown, setShown] = useState(view);
      show = setShown;
      useFiltersInUrl(shown);
      return null;
    }
    resetView(view.key);
    // As the shell's routes: a loader that runs again on every navigation, which a newer one cancels.
    const router = createMemoryRouter([{ path: '*', element: <Page />, ...(loader && { loader, shouldRevalidate: () => true }) }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    return { router, show: (next: ResolvedView) => act(() => show(next)) };
  };
  const search = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.search;

  it('writes a change into the link, and takes the link back on Back', async () => {
    const { router } = pageAt('/tools/txns/DMO', view({}));
    await act(async () => {
      txnsState.filters.direction = 'in';
    });
    expect(search(router)).toBe('?direction=in');
    await act(() => router.navigate(`/tools/txns/DMO?hide=zero&address=${B}`));
    expect({ ...txnsState.filters }).toEqual({ direction: 'all', address: B, hideZero: true });
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?direction=in');
    expect({ ...txnsState.filters }).toEqual({ direction: 'in', address: '', hideZero: false });
  });

  it('two quick changes while the router is busy: the second stands, and the page’s link is still read on coming back to it', async () => {
    let busy = false;
    let release = () => {};
    const { router } = pageAt('/tools/txns/DMO?direction=in', view({}), async () => {
      if (busy) await new Promise<void>((resolve) => (release = resolve));
      return null;
    });
    await act(async () => {});
    busy = true;
    await act(async () => {
      txnsState.filters.hideZero = true;
    });
    await act(async () => {
      txnsState.filters.hideZero = false;
    });
    busy = false;
    await act(async () => release());
    expect({ ...txnsState.filters }).toEqual({ direction: 'in', address: '', hideZero: false });
    expect(search(router)).toBe('?direction=in');
    await act(() => router.navigate('/tools/txns/DMO'));
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?direction=in');
    expect(txnsState.filters.direction).toBe('in');
  });

  it('leaves a pasted token’s link alone until the coins are read, then picks the address it names', async () => {
    const link = `?chain=31337&address=${A}`;
    const pasted = view({ byTicker: false, addresses: [], tracked: new Map(), coinsLoaded: false });
    const { router, show } = pageAt(`/tools/txns/0x${'e'.repeat(40)}${link}`, pasted);
    await act(async () => {});
    expect(search(router)).toBe(link);
    show({ ...pasted, tracked, coinsLoaded: true });
    await act(async () => {});
    expect(txnsState.filters.address).toBe(A);
    expect(search(router)).toBe(link);
  });

  it('leaves the link of a coin whose addresses are all gone alone, for an Undo to come back to', async () => {
    const { router } = pageAt('/tools/txns/DMO?direction=out', view({ addresses: [] }));
    await act(async () => {});
    expect(search(router)).toBe('?direction=out');
  });
});
