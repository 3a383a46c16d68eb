import type { Market } from '../../chain/deployments.ts';
import { describeReadFailure } from './describeReadFailure.ts';
import type { ReadView } from './useContractRead.ts';

/** The alert of a failed contract read, saying what went wrong; nothing otherwise. */
export function ReadFailure({ market, read }: { market: Market; read: ReadView<unknown> }) {
  if (read.status !== 'failed') return null;
  return (
    <p className="ft-error" role="alert">
      {describeReadFailure(market, read.error)}
    </p>
  );
}
