import type { Market } from '../../chain/deployments.ts';
import { describeReadFailure } from './describeReadFailure.ts';
import type { ReadView } from './useContractRead.ts';

/**
 * How a contract read ended: the alert of a failed one, saying what went wrong; and, given `done`,
 * a status that a screen reader says once a read has finished (the numbers change silently, and the
 * Refresh button the user pressed only turns back from "Reading…").
 */
export function ReadOutcome({ market, read, done }: { market: Market; read: ReadView<unknown>; done?: string }) {
  return (
    <>
      {done !== undefined && (
        // Always there, empty while a read runs: a live region that comes with its text is not always read out.
        <span className="ft-visually-hidden" role="status">
          {read.status === 'ready' ? done : ''}
        </span>
      )}
      {read.status === 'failed' && (
        <p className="ft-error" role="alert">
          {describeReadFailure(market, read.error)}
        </p>
      )}
    </>
  );
}
