import type { ToolMeta, ToolProps } from '@coinwatch/shared';
import { CONTRACT_VERSION } from '@coinwatch/shared/contract-version';
import { useMatch } from '@coinwatch/shared/router';
import { lazyRetrying, UnknownPath, useInFirstFrame } from '@coinwatch/shared/toolkit';
import { Suspense } from 'react';
import { MarketSwitch } from './features/chainChoice/MarketSwitch.tsx';
import { useMarket } from './features/chainChoice/useMarket.ts';
import './tool.css';

// Everything that reads the chain (viem, the trade feed, the pages) is its own chunk, fetched as
// this module runs: the heading and the chain switch render without waiting for it.
const MarketPages = lazyRetrying(() => import('./features/market/MarketPages.tsx').then((m) => m.MarketPages));
// A failed fetch is the page's to show (the boundary, or a reload for a stale chunk), when it renders.
MarketPages.preload().catch(() => {});

export const toolMeta: ToolMeta = { id: 'friend-tech', title: 'Friend.tech', contractVersion: CONTRACT_VERSION };

/** The friend-tech tool: rendered by the shell at /tools/friend-tech/*; routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  const choice = useMarket(host.chains, host.homeChainId);
  const inFirstFrame = useInFirstFrame();
  // Its pages are the market's home and one subject's page: a deeper path is none of them.
  const beyondPages = useMatch(`${host.basePath}/:subject/:rest/*`);
  if (beyondPages) return <UnknownPath host={host} />;
  return (
    <section className="friend-tech" data-testid="friend-tech-tool">
      <h1>{toolMeta.title}</h1>
      <p className="ft-muted">Keys, their supply, prices and trades on friend.tech, read from the chain.</p>
      <MarketSwitch choice={choice} />
      {inFirstFrame && (
        <p className="ft-muted" role="status" aria-busy="true">
          Loading…
        </p>
      )}
      {choice.unknownChain !== null && (
        <p className="ft-error" role="alert" data-testid="ft-unknown-chain">
          friend.tech is not on chain “{choice.unknownChain}”. Choose one of {choice.markets.map((m) => m.chain.name).join(' or ')} above.
        </p>
      )}
      {choice.market && (
        <Suspense
          fallback={
            <p className="ft-muted" role="status" aria-busy="true">
              Loading {choice.market.chain.name}…
            </p>
          }
        >
          <MarketPages key={choice.market.chain.id} market={choice.market} host={host} />
        </Suspense>
      )}
    </section>
  );
}
