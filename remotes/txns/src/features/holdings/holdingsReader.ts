import { ref } from 'valtio';
import type { Rpc } from '../../chain/rpc.ts';
import { readTokenBalances } from '../../chain/tokenBalances.ts';
import { withRetry } from '../../chain/withRetry.ts';
import { retryingMessage, txnsState } from '../../state/txnsState.ts';

export type HoldingsReaderParameters = {
  rpc: Rpc;
  token: `0x${string}`;
  addresses: readonly `0x${string}`[];
  signal: AbortSignal;
  describeFailure(error: unknown): string;
};

export type HoldingsReader = {
  /** Reads every balance again at `block`: after the first scan's head, and after each change the monitor sees. */
  readAt(block: bigint): void;
};

/**
 * Keeps txnsState.holdings at the block asked for last. One read at a time: asks that arrive while
 * one runs collapse into a single read at the latest of them (a burst of live transfers costs two
 * reads, not one each). A failed read is retried with back-off, its reason shown meanwhile.
 */
export function createHoldingsReader(p: HoldingsReaderParameters): HoldingsReader {
  let wanted: bigint | null = null;
  let reading = false;
  const onRetry = (error: unknown, delay: number) => {
    txnsState.holdings.message = retryingMessage(p.describeFailure(error), delay);
  };
  const drain = async () => {
    reading = true;
    try {
      while (wanted !== null && !p.signal.aborted) {
        let block = wanted;
        wanted = null;
        if (txnsState.holdings.status === 'idle') txnsState.holdings.status = 'loading';
        // Each try reads at the newest block asked for: a block that keeps failing (pruned by a
        // node without archive state) is given up for a newer one, not retried for ever.
        const read = () => {
          if (wanted !== null) [block, wanted] = [wanted, null];
          return readTokenBalances(p.rpc, p.token, p.addresses, block);
        };
        const balances = await withRetry(read, onRetry, p.signal);
        Object.assign(txnsState.holdings, { status: 'ready', block, balances: ref(balances), message: null });
      }
    } catch {
      // Only an abort ends withRetry: the page is gone.
    } finally {
      reading = false;
    }
  };
  return {
    readAt(block) {
      wanted = block;
      if (!reading) void drain();
    },
  };
}
