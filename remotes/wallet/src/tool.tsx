import { CONTRACT_VERSION, type ToolMeta, type ToolProps } from '@coinwatch/shared';
import { Route, Routes } from '@coinwatch/shared/router';

export const toolMeta: ToolMeta = { id: 'wallet', title: 'Wallet', contractVersion: CONTRACT_VERSION };

/** The wallet tool: rendered by the shell at /tools/wallet/*; its routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  return (
    <section className="wallet" data-testid="wallet-tool">
      <h1>{toolMeta.title}</h1>
      <Routes>
        <Route index element={<p>Connect a browser wallet to see balances, {host.user.displayName || host.user.email}.</p>} />
      </Routes>
    </section>
  );
}
