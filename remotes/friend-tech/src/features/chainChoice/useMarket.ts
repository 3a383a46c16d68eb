import type { ChainConfig } from '@coinwatch/shared';
import { useSearchParams } from '@coinwatch/shared/router';
import { useInFirstFrame } from '@coinwatch/shared/toolkit';
import * as z from '@coinwatch/shared/zod';
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_CHAIN_ID, type Market, markets } from '../../chain/deployments.ts';

const KEY = 'coinwatch:friend-tech';
const RememberedSchema = z.object({ chainId: z.number() });

function rememberedChainId(): number | null {
  try {
    const parsed = RememberedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data.chainId : null;
  } catch {
    return null;
  }
}

function rememberChainId(chainId: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ chainId }));
  } catch {
    // Storage blocked: the next visit starts on the default chain, nothing else is lost.
  }
}

export type MarketChoice = {
  markets: Market[];
  /** The chosen market; null when the URL names a chain friend.tech is not on, or in the first frame. */
  market: Market | null;
  /** The URL's `chain` value when it names no market, to say so. */
  unknownChain: string | null;
  choose(chainId: number): void;
};

/**
 * Which chain's friend.tech the pages show: `?chain=` in the URL (so a link shares it), else the
 * one chosen last, else the host's home chain (the devnet of a local stack), else Base. None yet in
 * the tool's first frame, which knows neither.
 */
export function useMarket(chains: readonly ChainConfig[], homeChainId?: number): MarketChoice {
  const [params, setParams] = useSearchParams();
  // Storage is read once per mount, not on every render; a choice made here goes into the URL, and
  // is what a link without `chain` (the shell's header and breadcrumb) opens on while mounted.
  const [remembered, setRemembered] = useState(rememberedChainId);
  const all = useMemo(() => markets(chains), [chains]);
  const inFirstFrame = useInFirstFrame();
  // An empty `chain=` (a link cut short) names no chain: the pages open as without it.
  const fromUrl = inFirstFrame ? null : params.get('chain') || null;
  const find = (id: number | null) => all.find((m) => m.chain.id === id) ?? null;
  const market = inFirstFrame
    ? null
    : fromUrl !== null
      ? find(/^[0-9]{1,10}$/.test(fromUrl) ? Number(fromUrl) : null)
      : (find(remembered) ?? find(homeChainId ?? null) ?? find(DEFAULT_CHAIN_ID) ?? all[0] ?? null);
  const choose = useCallback(
    (chainId: number) => {
      rememberChainId(chainId);
      setRemembered(chainId);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('chain', String(chainId));
          return next;
        },
        // The same page on another chain: it stays where the user scrolled it.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { markets: all, market, unknownChain: fromUrl !== null && !market ? fromUrl : null, choose };
}
