// A bare host for the txns tool against a devnet, without sign-in: for the benchmark and for trying
// the tool alone (`pnpm --filter @coinwatch/txns exec tsx bench/harness/serve.ts`).
import { resolveChains, type ToolHost, type TrackedCoin } from '@coinwatch/shared';
import { fakeCoinsSource } from '@coinwatch/shared/testing';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { harnessCoins } from '../../src/testing/devnetCoins.ts';
import Tool from '../../src/tool.tsx';

declare const HARNESS_RPC_HTTP: string;
declare const HARNESS_RPC_WS: string;

const coins: TrackedCoin[] = harnessCoins();
const notifications: Array<{ at: number; primaryText: string; secondaryText: string }> = [];
Object.assign(window, { __txnsNotifications: notifications });

function Harness() {
  const navigate = useNavigate();
  const host: ToolHost = {
    contractVersion: 1,
    basePath: '/tools/txns',
    supabase: {} as ToolHost['supabase'],
    user: { id: 'harness', email: 'harness@example.com', displayName: 'Harness' },
    coins: fakeCoinsSource(coins),
    notify: (n) => void notifications.push({ at: performance.now(), primaryText: n.primaryText, secondaryText: n.secondaryText }),
    chains: resolveChains({ '31337': { rpcHttp: HARNESS_RPC_HTTP, rpcWs: HARNESS_RPC_WS } }),
    theme: 'light',
    navigate: (to) => navigate(to),
  };
  return (
    <Routes>
      <Route path="/tools/txns/*" element={<Tool host={host} />} />
      <Route path="*" element={<a href="/tools/txns">Open the txns tool</a>} />
    </Routes>
  );
}

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <BrowserRouter>
    <Harness />
  </BrowserRouter>,
);
