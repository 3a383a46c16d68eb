import { CONTRACT_VERSION, type ToolMeta, type ToolProps } from '@coinwatch/shared';
import { Route, Routes } from 'react-router-dom';

export const toolMeta: ToolMeta = { id: 'txns', title: 'Transactions', contractVersion: CONTRACT_VERSION };

/** The txns tool: rendered by the shell at /tools/txns/*, its routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  return (
    <section className="txns" data-testid="txns-tool">
      <h1>{toolMeta.title}</h1>
      <Routes>
        <Route index element={<p>Choose a coin ({host.coins.getCoins().length} tracked).</p>} />
        <Route path=":coin" element={<p>Transfers of the coin.</p>} />
        <Route path=":coin/:address" element={<p>Transfers of the coin for one address.</p>} />
      </Routes>
    </section>
  );
}
