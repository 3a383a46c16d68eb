import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import type { Trade } from './trade.ts';
import { createTradeFeed, type FeedState, type TradeFeed } from './tradeFeed.ts';
import { tradeSource } from './tradeSource.ts';

const idle = { getState: () => null, subscribe: () => () => {} };

/** The market's trade feed for as long as the component lives; its state re-renders on change. */
export function useTradeFeed(
  market: Market,
  client: PublicClient,
  onLiveTrades: (trades: Trade[]) => void,
): { feed: TradeFeed | null; state: FeedState | null } {
  const [feed, setFeed] = useState<TradeFeed | null>(null);
  // The latest callback, without restarting the feed when it changes.
  const onLive = useRef(onLiveTrades);
  onLive.current = onLiveTrades;
  useEffect(() => {
    const created = createTradeFeed({
      market,
      source: tradeSource(client, market.deployment.contract),
      onLiveTrades: (trades) => onLive.current(trades),
    });
    setFeed(created);
    return () => created.stop();
  }, [market, client]);
  const store = feed ?? idle;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { feed, state };
}
