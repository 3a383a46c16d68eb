import { addressProblem, type ChainConfig, messages, type ToolHost, type TrackedAddress } from '@coinwatch/shared';
import { useParams, useSearchParams } from '@coinwatch/shared/router';
import { shortAddress, useCoins } from '@coinwatch/shared/toolkit';
import { useMemo } from 'react';
import { normalizeAddress } from './normalizeAddress.ts';

export type ResolvedView = {
  status: 'ready';
  key: string;
  /**
   * The page: a tracked coin's own page stays the same page while its addresses change (in another
   * tab); any other view is a page of its own (its key).
   */
  pageKey: string;
  chain: ChainConfig;
  token: `0x${string}`;
  /** What the page is called: the ticker, or a short token address. */
  title: string;
  coinParam: string;
  /**
   * Whether this is a tracked coin's page, named by its ticker: the transfers of its tracked
   * addresses. A token address in the route (the paste form) is the whole token's transfers, or
   * one address's, even for a tracked coin, whose addresses then only lend their labels.
   */
  byTicker: boolean;
  /** The addresses the scan and monitor follow ([] = every transfer of the token). */
  addresses: `0x${string}`[];
  /** The coin's tracked addresses (descriptions and colours), lowercase address → entry. */
  tracked: ReadonlyMap<string, TrackedAddress>;
  /** The one address of an address page. */
  focus: `0x${string}` | null;
  /** Whether the user's coins have been read: until then, a pasted token's page knows none of its tracked addresses. */
  coinsLoaded: boolean;
};

/** Whether the view has transfers to show: a tracked coin without addresses has none to follow. */
export const showsTransfers = (view: ResolvedView) => !(view.byTicker && view.addresses.length === 0);

export type ViewProblem =
  | { status: 'loading'; waiting: boolean }
  | { status: 'unknown-coin'; coin: string }
  /** `coinPath`: the coin's own page, with the link's ?chain= (a pasted token is on that chain). */
  | { status: 'bad-address'; coin: string; coinPath: string; message: string }
  | { status: 'unknown-chain'; chainId: string }
  /** A token address in the route whose capitals do not match its checksum: a wrong character. */
  | { status: 'bad-token'; message: string };

/** The route's coin (a ticker, case-insensitive, or a token address with ?chain=) and address. */
export function useTransferView(host: ToolHost): ResolvedView | ViewProblem {
  const { coin = '', address } = useParams();
  const [search] = useSearchParams();
  const { coins, loaded, waiting } = useCoins(host.coins);
  const chainParam = search.get('chain');

  return useMemo((): ResolvedView | ViewProblem => {
    // A mistyped checksummed address is refused too: its page would show no transfers, of nobody's address.
    const problem = address === undefined ? null : addressProblem(address);
    const focus = address === undefined ? null : normalizeAddress(address);
    if (address !== undefined && (problem || !focus)) {
      const coinPath = `${host.basePath}/${encodeURIComponent(coin)}${chainParam ? `?${new URLSearchParams({ chain: chainParam })}` : ''}`;
      return { status: 'bad-address', coin, coinPath, message: problem ?? messages.address };
    }
    const asToken = normalizeAddress(coin);
    // Opened in lower case, it would show somebody else's token, as a mistyped address would.
    const tokenProblem = asToken && addressProblem(coin);
    if (tokenProblem) return { status: 'bad-token', message: tokenProblem };
    const tracked = asToken
      ? coins.find(
          (c) =>
            c.coinAddress.toLowerCase().replace(/^0x/, '') === asToken.slice(2).toLowerCase() &&
            (!chainParam || String(c.chainId) === chainParam),
        )
      : coins.find((c) => c.coinTicker.toLowerCase() === coin.toLowerCase());
    // Not loaded and failed: the host says so above the page, and the page waits for its Retry.
    if (!tracked && !asToken) return loaded ? { status: 'unknown-coin', coin } : { status: 'loading', waiting };
    const chainId = tracked ? String(tracked.chainId) : chainParam || '1';
    const chain = host.chains.find((c) => String(c.id) === chainId);
    if (!chain) return { status: 'unknown-chain', chainId };
    const token = tracked ? normalizeAddress(tracked.coinAddress) : asToken;
    if (!token) return { status: 'unknown-coin', coin };
    const trackedMap = new Map<string, TrackedAddress>();
    for (const a of tracked?.addresses ?? []) {
      const normal = normalizeAddress(a.address);
      if (normal) trackedMap.set(normal.toLowerCase(), a);
    }
    const byTicker = Boolean(tracked) && !asToken;
    const addresses = focus ? [focus] : byTicker ? [...trackedMap.keys()].map((a) => normalizeAddress(a) as `0x${string}`) : [];
    const base = `${chain.id}:${token}:${chain.rpcHttp}`;
    const key = `${addresses.join(',')}:${base}`;
    return {
      status: 'ready',
      key,
      pageKey: byTicker && !focus ? `${tracked?.id}:${base}` : key,
      chain,
      token,
      title: tracked ? tracked.coinTicker : shortAddress(token),
      coinParam: coin,
      byTicker,
      addresses,
      tracked: trackedMap,
      focus,
      coinsLoaded: loaded,
    };
  }, [address, coin, coins, loaded, waiting, chainParam, host.chains, host.basePath]);
}
