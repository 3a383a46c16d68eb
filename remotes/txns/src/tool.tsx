import type { ToolMeta, ToolProps } from '@coinwatch/shared';
import { CONTRACT_VERSION } from '@coinwatch/shared/contract-version';
import { Route, Routes } from '@coinwatch/shared/router';
import { lazyRetrying, UnknownPath } from '@coinwatch/shared/toolkit';
import { Suspense } from 'react';
import { CoinPicker } from './features/coinPicker/CoinPicker.tsx';
import { ADDRESS_PAGE, COIN_PAGE } from './pages.ts';
import './tool.css';

// The transfers page (chain access, scan, cache, monitor, table) loads only when a coin is opened:
// choosing a coin needs none of it.
const TransfersPage = lazyRetrying(() => import('./features/transfers/TransfersPage.tsx').then((m) => m.TransfersPage));

export const toolMeta: ToolMeta = { id: 'txns', title: 'Transactions', contractVersion: CONTRACT_VERSION };

/** The txns tool: rendered by the shell at /tools/txns/*, its routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  return (
    <section className="txns" data-testid="txns-tool">
      <Suspense
        fallback={
          <p role="status" aria-busy="true">
            Loading transfers…
          </p>
        }
      >
        <Routes>
          <Route index element={<CoinPicker host={host} />} />
          <Route path={COIN_PAGE} element={<TransfersPage host={host} />} />
          <Route path={ADDRESS_PAGE} element={<TransfersPage host={host} />} />
          <Route path="*" element={<UnknownPath host={host} />} />
        </Routes>
      </Suspense>
    </section>
  );
}
