import type { Transfer } from '../../chain/transfer.ts';

/** A busy token sends many transfers a block, each its own message: at most one notice this often. */
export const LIVE_NOTICE_MS = 2000;

export type LiveGatherer = { push(added: readonly Transfer[]): void; stop(): void };

/**
 * Live transfers to notify about: the first at once, those arriving within `windowMs` after a
 * notice gathered into the next one, so a burst is one "N new transfers" and not a toast each.
 */
export function gatherLive(notify: (added: Transfer[]) => void, windowMs = LIVE_NOTICE_MS): LiveGatherer {
  let pending: Transfer[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    notify(batch);
    timer = setTimeout(flush, windowMs);
  };
  return {
    push(added) {
      pending.push(...added);
      if (timer === null) flush();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
