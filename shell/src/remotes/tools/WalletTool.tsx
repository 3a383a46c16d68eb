import { ToolRoute } from '../ToolRoute.tsx';

export default function WalletTool() {
  return <ToolRoute id="wallet" title="Wallet" />;
}
