import { formatAmount } from '@coinwatch/shared/toolkit';

/** A price in wei as the chain's native coin, exactly (bigint, 18 decimals). */
export function KeyPrice({ wei, symbol }: { wei: bigint | null; symbol: string }) {
  if (wei === null) return <span className="ft-muted">—</span>;
  return (
    <span className="ft-number">
      {formatAmount(wei, 18)} {symbol}
    </span>
  );
}
