import { CONTRACT_VERSION, type ToolMeta, type ToolProps } from '@coinwatch/shared';
import { Route, Routes } from '@coinwatch/shared/router';
import { CoinPicker } from './features/coinPicker/CoinPicker.tsx';
import { TransfersPage } from './features/transfers/TransfersPage.tsx';
import './tool.css';

export const toolMeta: ToolMeta = { id: 'txns', title: 'Transactions', contractVersion: CONTRACT_VERSION };

/** The txns tool: rendered by the shell at /tools/txns/*, its routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  return (
    <section className="txns" data-testid="txns-tool">
      <Routes>
        <Route index element={<CoinPicker host={host} />} />
        <Route path=":coin" element={<TransfersPage host={host} />} />
        <Route path=":coin/:address" element={<TransfersPage host={host} />} />
      </Routes>
    </section>
  );
}
