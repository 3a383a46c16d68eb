import type { Transfer } from '../../chain/transfer.ts';

/** A busy token sends many transfers a block, each its own message: at most one notice this often. */
export const LIVE_NOTICE_MS = 2000;
/**
 * Live rows are added to the table at most once a frame: each change of the rows filters and sorts
 * all of them again, which on a busy token's whole history took longer than the next message. A
 * block's logs come within a few ms; longer would hold back a steady stream's rows (at 50 ms, the
 * bench's monitor latency went from 11 to 42 ms).
 */
export const LIVE_ROWS_MS = 16;

export type LiveGatherer = {
  push(added: readonly Transfer[]): void;
  /**
   * Forgets the gathered transfers that are gone (taken back, or above a reorg's fork): the rows
   * drop the shown ones, and these are then never shown, nor counted in a notice.
   */
  discard(gone: (t: Transfer) => boolean): void;
  stop(): void;
};

/**
 * Live transfers handed on: the first at once, those arriving within `windowMs` after a hand-over
 * gathered into the next one. So a burst is one "N new transfers" notice, not a toast each, and
 * two changes of the table, not one each.
 */
export function gatherLive(handOn: (added: Transfer[]) => void, windowMs: number): LiveGatherer {
  let pending: Transfer[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    handOn(batch);
    timer = setTimeout(flush, windowMs);
  };
  return {
    push(added) {
      // Not push(...added): a backfill after a long outage can bring more than a call takes arguments.
      pending = pending.length === 0 ? [...added] : pending.concat(added);
      if (timer === null) flush();
    },
    discard(gone) {
      pending = pending.filter((t) => !gone(t));
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
