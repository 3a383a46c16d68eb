import type { ToolHost } from '@coinwatch/shared';
import { Route, Routes } from '@coinwatch/shared/router';
import { publicClientFor, useCoins } from '@coinwatch/shared/toolkit';
import { useCallback, useMemo } from 'react';
import type { Market } from '../../chain/deployments.ts';
import type { MarketPageProps } from '../../marketPage.ts';
import { SUBJECT_PAGE } from '../../pages.ts';
import { trackedAddresses } from '../addresses/trackedAddresses.ts';
import { KeysHome } from '../keys/KeysHome.tsx';
import { SubjectPage } from '../subject/SubjectPage.tsx';
import { notifyTrades } from '../trades/notifyTrades.ts';
import type { Trade } from '../trades/trade.ts';
import { useTradeFeed } from '../trades/useTradeFeed.ts';

/** The pages of one chain's friend.tech, sharing one trade feed so moving between them never scans again. */
export function MarketPages({ market, host }: { market: Market; host: ToolHost }) {
  const { coins, loaded, waiting } = useCoins(host.coins);
  const tracked = useMemo(() => trackedAddresses(coins), [coins]);
  const client = publicClientFor(market.chain);
  const onLiveTrades = useCallback((trades: Trade[]) => notifyTrades(host, trades, tracked), [host, tracked]);
  const { feed, state } = useTradeFeed(market, client, onLiveTrades);
  const query = `?chain=${market.chain.id}`;
  const homeHref = `${host.basePath}${query}`;
  const subjectHref = useCallback((address: string) => `${host.basePath}/${address}${query}`, [host.basePath, query]);
  if (!feed || !state) return null;
  const trackedStatus = loaded ? 'loaded' : waiting ? 'waiting' : 'failed';
  const pageProps: MarketPageProps = { market, client, tracked, trackedStatus, feed, state, subjectHref };
  return (
    <Routes>
      <Route index element={<KeysHome {...pageProps} />} />
      <Route path={SUBJECT_PAGE} element={<SubjectPage {...pageProps} homeHref={homeHref} />} />
    </Routes>
  );
}
