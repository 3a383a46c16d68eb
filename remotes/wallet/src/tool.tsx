import type { ToolMeta, ToolProps } from '@coinwatch/shared';
import { CONTRACT_VERSION } from '@coinwatch/shared/contract-version';
import { Route, Routes } from '@coinwatch/shared/router';
import { UnknownPath } from '@coinwatch/shared/toolkit';
import { WalletPage } from './features/connection/WalletPage.tsx';
import './tool.css';

export const toolMeta: ToolMeta = { id: 'wallet', title: 'Wallet', contractVersion: CONTRACT_VERSION };

/** The wallet tool: rendered by the shell at /tools/wallet/*; its routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  return (
    <section className="wallet" data-testid="wallet-tool">
      <h1>{toolMeta.title}</h1>
      {/* What the tool is for: without a wallet, the page was only how to install one. */}
      <p className="wallet-muted">
        Connect your browser wallet to see what its account holds of your coins, and prove that you own an address by signing a message.
      </p>
      <Routes>
        <Route index element={<WalletPage host={host} />} />
        <Route path="*" element={<UnknownPath host={host} />} />
      </Routes>
    </section>
  );
}
