import { CONTRACT_VERSION, type ToolHost, type ToolMeta, type ToolProps } from '@coinwatch/shared';
import { Route, Routes } from '@coinwatch/shared/router';
import { publicClientFor, useCoins } from '@coinwatch/shared/toolkit';
import { useCallback, useMemo } from 'react';
import type { Market } from './chain/deployments.ts';
import { type TrackedLabel, trackedAddresses } from './features/addresses/trackedAddresses.ts';
import { MarketSwitch } from './features/chainChoice/MarketSwitch.tsx';
import { useMarket } from './features/chainChoice/useMarket.ts';
import { KeysHome } from './features/keys/KeysHome.tsx';
import { SubjectPage } from './features/subject/SubjectPage.tsx';
import { notifyTrades } from './features/trades/notifyTrades.ts';
import type { Trade } from './features/trades/trade.ts';
import { useTradeFeed } from './features/trades/useTradeFeed.ts';
import type { MarketPageProps } from './marketPage.ts';
import './tool.css';

export const toolMeta: ToolMeta = { id: 'friend-tech', title: 'Friend.tech', contractVersion: CONTRACT_VERSION };

/** The friend-tech tool: rendered by the shell at /tools/friend-tech/*; routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  const choice = useMarket(host.chains);
  const { coins } = useCoins(host.coins);
  const tracked = useMemo(() => trackedAddresses(coins), [coins]);
  return (
    <section className="friend-tech" data-testid="friend-tech-tool">
      <h1>{toolMeta.title}</h1>
      <p className="ft-muted">Keys, their supply, prices and trades on friend.tech, read from the chain.</p>
      <MarketSwitch choice={choice} />
      {choice.unknownChain !== null && (
        <p className="ft-error" role="alert" data-testid="ft-unknown-chain">
          friend.tech is not on chain “{choice.unknownChain}”. Choose one of {choice.markets.map((m) => m.chain.name).join(' or ')} above.
        </p>
      )}
      {choice.market && <MarketPages key={choice.market.chain.id} market={choice.market} host={host} tracked={tracked} />}
    </section>
  );
}

type MarketPagesProps = { market: Market; host: ToolHost; tracked: ReadonlyMap<string, TrackedLabel> };

/** The pages of one chain's friend.tech, sharing one trade feed so moving between them never scans again. */
function MarketPages({ market, host, tracked }: MarketPagesProps) {
  const client = publicClientFor(market.chain);
  const onLiveTrades = useCallback((trades: Trade[]) => notifyTrades(host, trades, tracked), [host, tracked]);
  const { feed, state } = useTradeFeed(market, client, onLiveTrades);
  const query = `?chain=${market.chain.id}`;
  const homeHref = `${host.basePath}${query}`;
  const subjectHref = useCallback((address: string) => `${host.basePath}/${address}${query}`, [host.basePath, query]);
  if (!feed || !state) return null;
  const pageProps: MarketPageProps = { market, client, tracked, feed, state, subjectHref };
  return (
    <Routes>
      <Route index element={<KeysHome {...pageProps} />} />
      <Route path=":subject" element={<SubjectPage {...pageProps} homeHref={homeHref} />} />
    </Routes>
  );
}
