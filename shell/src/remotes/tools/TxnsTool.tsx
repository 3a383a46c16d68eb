import { ToolRoute } from '../ToolRoute.tsx';

export default function TxnsTool() {
  return <ToolRoute id="txns" title="Transactions" />;
}
