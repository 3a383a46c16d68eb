import { backoffDelay, retryWait, sleep } from '@coinwatch/shared/toolkit';
import { isRpcLog } from '../../chain/isRpcLog.ts';
import { transferFilters } from '../../chain/logFilters.ts';
import type { OpenLogSocket } from '../../chain/logSocket.ts';
import type { Rpc } from '../../chain/rpc.ts';
import { RpcBlockSchema } from '../../chain/rpcSchemas.ts';
import { type Transfer, toTransfers, transferKey } from '../../chain/transfer.ts';
import { createChunkSizer } from '../scan/chunkSizer.ts';
import { scanTransfers } from '../scan/scanTransfers.ts';
import { blockAt, type Head, headOf } from '../transfers/blocks.ts';

export type MonitorMode = 'connecting' | 'live' | 'polling' | 'offline';
export type MonitorStatus = {
  mode: MonitorMode;
  latestBlock: bigint | null;
  latestBlockTime: number | null;
  /** Every block up to this one has been checked for transfers. */
  processedBlock: bigint;
  error: unknown;
  /**
   * A backfill the node refused (a rate limit, a failed call), tried again at `retryAt` (ms since
   * the epoch): set once as the wait begins, so the statuses every new block brings meanwhile do
   * not start the page's countdown over.
   */
  retrying: { error: unknown; retryAt: number } | null;
};

export type MonitorTransfersParameters = {
  rpc: Rpc;
  /** WebSocket subscriptions; without them the monitor polls over HTTP. */
  openSocket?: OpenLogSocket;
  token: `0x${string}`;
  addresses: readonly `0x${string}`[];
  /** The last block the history scan covered, and its hash (to notice a chain that was replaced). */
  fromBlock: { number: bigint; hash: string };
  /**
   * The transfers already shown, so a backfill never shows one twice and a reorg forgets its own.
   * Their blocks' hashes tell how deep a reorg went.
   */
  shown?: Iterable<Pick<Transfer, 'txHash' | 'logIndex' | 'blockNumber' | 'blockHash'>>;
  onTransfers(added: Transfer[]): void;
  /** Transfers a reorg took back (removed logs). */
  onRemoved(keys: string[]): void;
  /** The chain reorganised (or was restarted) above this block: drop every row above it. */
  onReorg(forkBlock: bigint): void;
  /**
   * None of the blocks seen is on the chain any more (a chain started over, a reorg below every row
   * shown): no row can be trusted. Said once; the page starts over.
   */
  onChainReplaced(): void;
  onStatus(status: MonitorStatus): void;
  signal: AbortSignal;
  pollMs?: number;
};

/** Backfills start a few blocks before the last one seen: cheap, and dedupe drops the repeats. */
const OVERLAP = 3n;
const MAX_HASHES = 256;
/** How long a backfill waits for an HTTP node behind the socket's to have a block that replaced one, and how often it asks. */
const CATCH_UP_MS = 5000;
const CATCH_UP_POLL_MS = 500;
/** The newest blocks of the rows shown whose hashes are kept: a reorg that reaches below the scan's last block is found among them. */
const SHOWN_BLOCKS = 64;

/**
 * Live transfers: WebSocket subscriptions while they work, HTTP polling while they don't, and
 * after every (re)connect a backfill from the last processed block, deduplicated by txHash and log
 * index, so nothing is missed or doubled. Runs until the signal aborts.
 */
export async function monitorTransfers(p: MonitorTransfersParameters): Promise<void> {
  const filters = transferFilters(p.token, p.addresses);
  // Key → block of every transfer shown, so a reorg forgets exactly the rows it drops, and the
  // block's hash, so a removed log takes back only the row of the block it was removed from.
  const seen = new Map<string, { block: bigint; hash: string }>();
  const shownBlocks = new Map<bigint, string>();
  for (const t of p.shown ?? []) {
    seen.set(transferKey(t), { block: t.blockNumber, hash: t.blockHash.toLowerCase() });
    shownBlocks.set(t.blockNumber, t.blockHash.toLowerCase());
  }
  // Oldest first: the oldest are forgotten first.
  const newestShown = [...shownBlocks].sort((a, b) => (a[0] < b[0] ? -1 : 1)).slice(-SHOWN_BLOCKS);
  const hashes = new Map<bigint, string>([...newestShown, [p.fromBlock.number, p.fromBlock.hash.toLowerCase()]]);
  const sizer = createChunkSizer({ initial: 2000, max: 100_000 });
  // Backfills start above the scan's last block, unless a reorg replaced blocks the scan read.
  let floor = p.fromBlock.number + 1n;
  const status: MonitorStatus = {
    mode: 'connecting',
    latestBlock: null,
    latestBlockTime: null,
    processedBlock: p.fromBlock.number,
    error: null,
    retrying: null,
  };
  // A call under way when the signal aborts still answers: nothing of it may reach the page, which
  // may show another coin by now. Every report to the page (these three, and a reorg) checks first.
  const emit = (patch: Partial<MonitorStatus>) => {
    if (p.signal.aborted) return;
    Object.assign(status, patch);
    p.onStatus({ ...status });
  };
  const remember = (block: bigint, hash: string) => {
    hashes.set(block, hash.toLowerCase());
    // Forget the lowest block, but never the scan's last block: the anchor a restarted chain is
    // checked against. Lowest, not first remembered: a restarted devnet replays thousands of old
    // blocks, which must not push out the blocks of the rows shown above them.
    if (hashes.size > MAX_HASHES) {
      let lowest: bigint | undefined;
      for (const n of hashes.keys()) if (n !== p.fromBlock.number && (lowest === undefined || n < lowest)) lowest = n;
      if (lowest !== undefined) hashes.delete(lowest);
    }
  };
  const deliver = (transfers: Transfer[]) => {
    if (p.signal.aborted) return;
    const fresh = transfers.filter((t) => !seen.has(transferKey(t)));
    for (const t of fresh) {
      seen.set(transferKey(t), { block: t.blockNumber, hash: t.blockHash.toLowerCase() });
      remember(t.blockNumber, t.blockHash);
    }
    if (fresh.length > 0) p.onTransfers(fresh);
  };
  const forget = (keys: string[]) => {
    if (p.signal.aborted) return;
    for (const key of keys) seen.delete(key);
    if (keys.length > 0) p.onRemoved(keys);
  };
  /**
   * A removed log: its row goes, and so does its block's hash (that block left the chain), so the
   * block that replaces it is taken as it comes. The scan's last block stays: forks are found from it.
   * Only the version of the block it was removed from: the same transaction mined again in the block
   * that replaced it, and shown from there first (its log or a backfill came before this), stays.
   */
  const removed = (key: string, block: bigint, hash: string) => {
    const removedHash = hash.toLowerCase();
    if (block !== p.fromBlock.number && hashes.get(block) === removedHash) hashes.delete(block);
    const shown = seen.get(key);
    if (shown && shown.hash !== removedHash) return;
    forget([key]);
  };
  /** The newest block the socket told of that replaces one seen, until a backfill has reached it. */
  let replacement: { number: bigint; hash: string } | null = null;
  /**
   * Whether the chain now has another block at a height seen before: a reorg, or a restarted chain.
   * Such a block is noted for the backfill this leads to (see hasReplacement).
   */
  const replacesSeen = (block: bigint, hash: string) => {
    const replaces = hashes.has(block) && hashes.get(block) !== hash.toLowerCase();
    if (replaces) replacement = { number: block, hash: hash.toLowerCase() };
    return replaces;
  };
  /** `own`: the socket's node, whose head is the chain's even when lower (a reorg, a restart). */
  const onHead = (head: Head, own?: boolean) => {
    remember(head.number, head.hash);
    if (own || status.latestBlock === null || head.number >= status.latestBlock)
      emit({ latestBlock: head.number, latestBlockTime: head.timestamp });
  };

  /**
   * Compares remembered block hashes with the chain: the last block both share, 'same', or
   * 'unknown' yet. A node whose latest block is below ones already seen is behind (a load-balanced
   * or other node than the socket's), or a restarted chain that has not grown back yet: its blocks
   * that match are the same chain as far as it goes ('same', to be scanned that far); those above
   * are compared when they come again (replacesSeen).
   */
  const findFork = async (head: bigint): Promise<bigint | 'same' | 'unknown' | 'replaced'> => {
    const known = [...hashes.entries()].filter(([n]) => n <= head).sort((a, b) => (a[0] > b[0] ? -1 : 1));
    // Below everything we remember (e.g. a restarted devnet still replaying its seed): wait.
    if (known.length === 0) return 'unknown';
    const matches = async (index: number) => {
      const [number, hash] = known[index] as [bigint, string];
      return (await blockAt(p.rpc, number)).hash.toLowerCase() === hash;
    };
    if (await matches(0)) return 'same';
    // Blocks share a prefix: the newest remembered block still on the chain is found by halving.
    let [low, high] = [1, known.length];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await matches(middle)) high = middle;
      else low = middle + 1;
    }
    // None is, not even the oldest row's block: the fork is below everything remembered.
    return low < known.length ? (known[low] as [bigint, string])[0] : 'replaced';
  };
  /** Whether the HTTP node, at `head`, has the block that replaced one seen (yes when there is none). */
  const hasReplacement = async (head: Head, awaited: typeof replacement) => {
    if (!awaited) return true;
    if (head.number < awaited.number) return false;
    return (await blockAt(p.rpc, awaited.number)).hash.toLowerCase() === awaited.hash;
  };
  let replaced = false;
  const backfill = async () => {
    let head = await blockAt(p.rpc, 'latest');
    // The HTTP node can be behind the socket's (another node of a provider's) and still serve the
    // block the socket's replaced: compared with it, nothing would have changed, and the new
    // block's transfers would never be fetched. It is given a few seconds to catch up; past them
    // its chain is taken (the replacement itself may have been taken back).
    const awaited = replacement;
    const until = Date.now() + CATCH_UP_MS;
    while (!(await hasReplacement(head, awaited)) && Date.now() < until) {
      await sleep(Math.min(p.pollMs ?? CATCH_UP_POLL_MS, CATCH_UP_POLL_MS), p.signal);
      head = await blockAt(p.rpc, 'latest');
    }
    // One told of meanwhile is left for the backfill it asked for.
    if (replacement === awaited) replacement = null;
    const fork = await findFork(head.number);
    if (fork === 'unknown' || p.signal.aborted) return;
    if (fork === 'replaced') {
      if (!replaced) p.onChainReplaced();
      replaced = true;
      return;
    }
    if (fork !== 'same') {
      for (const block of [...hashes.keys()]) if (block > fork) hashes.delete(block);
      forget([...seen].filter(([, { block }]) => block > fork).map(([key]) => key));
      p.onReorg(fork);
      status.processedBlock = fork;
      if (fork + 1n < floor) floor = fork + 1n;
    }
    // After a fork the node's head is the chain's, even below the blocks seen before.
    onHead(head, fork !== 'same');
    if (head.number <= status.processedBlock) return emit({ processedBlock: head.number });
    const from = status.processedBlock + 1n - OVERLAP > floor ? status.processedBlock + 1n - OVERLAP : floor;
    const found = await scanTransfers({
      rpc: p.rpc,
      token: p.token,
      addresses: p.addresses,
      fromBlock: from,
      toBlock: head.number,
      sizer,
      signal: p.signal,
      onRetry: (error, delayMs) => emit({ retrying: { error, retryAt: Date.now() + delayMs } }),
    });
    deliver(found.reverse());
    emit({ processedBlock: head.number, retrying: null });
  };

  let attempt = 0;
  // Why the monitor polls (the socket's failure): what the status says while polling works.
  let whyPolling: unknown = null;
  // The failure of a session's backfill, a call to the HTTP node: no fault of the socket.
  let httpFailure: unknown;
  const socketBackfill = () =>
    backfill().catch((error) => {
      httpFailure = error;
      throw error;
    });
  while (!p.signal.aborted) {
    if (p.openSocket) {
      try {
        // The last socket's failure stays said while the next one connects (it may fail alike).
        emit({ mode: 'connecting', error: whyPolling });
        const opened = Date.now();
        whyPolling = await runSocket(p, filters, { deliver, removed, onHead, replacesSeen, backfill: socketBackfill, emit, status });
        // Only a socket that stayed up starts the back-off over: a node that takes each socket and
        // drops it at once would otherwise get a new one, and a backfill, every second.
        if (Date.now() - opened >= STABLE_SOCKET_MS) attempt = 0;
      } catch (error) {
        whyPolling = error;
      }
      // Named as the socket's, it read "the WebSocket failed" for a failed HTTP call, and stayed
      // said while polling worked: the poll below says the HTTP node's failure itself, or recovers.
      if (whyPolling === httpFailure) whyPolling = null;
      if (p.signal.aborted) break;
    }
    // Poll over HTTP until the next WebSocket attempt (for good, without a socket).
    const until = p.openSocket ? Date.now() + backoffDelay(attempt++) : Number.POSITIVE_INFINITY;
    do {
      try {
        await backfill();
        // Back from offline: the poll's own failure is over.
        if (status.mode !== 'polling' || status.error !== whyPolling) emit({ mode: 'polling', error: whyPolling });
      } catch (error) {
        if (p.signal.aborted) break;
        emit({ mode: 'offline', error });
      }
      // Back online after a poll failed offline: the WebSocket is tried again at once, and its
      // back-off starts over (it waited up to 30 s, "Polling" after the rest had recovered).
      if (await retryWait(Math.min(p.pollMs ?? 2000, Math.max(0, until - Date.now())), p.signal).catch(() => false)) {
        attempt = 0;
        break;
      }
    } while (!p.signal.aborted && Date.now() < until);
  }
}

/** How long a WebSocket session must last to count as a working connection. */
const STABLE_SOCKET_MS = 60_000;

type SocketContext = {
  deliver(transfers: Transfer[]): void;
  removed(key: string, block: bigint, hash: string): void;
  onHead(head: Head, own?: boolean): void;
  replacesSeen(block: bigint, hash: string): boolean;
  backfill(): Promise<void>;
  emit(patch: Partial<MonitorStatus>): void;
  status: MonitorStatus;
};

/** One WebSocket session: subscribe, then backfill the gap, then wait until it closes. */
async function runSocket(p: MonitorTransfersParameters, filters: ReturnType<typeof transferFilters>, c: SocketContext): Promise<unknown> {
  let resolveClosed: (error: unknown) => void = () => {};
  const closed = new Promise<unknown>((resolve) => {
    resolveClosed = resolve;
  });
  // Made before any await, so an abort during the backfill still ends the wait.
  let onAbort = () => {};
  const aborted = new Promise<void>((resolve) => {
    onAbort = resolve;
    if (p.signal.aborted) resolve();
  });
  p.signal.addEventListener('abort', onAbort, { once: true });
  // Backfills run one at a time: the first after subscribing, then one for each log or head from a
  // block that replaces one seen (it finds where the chain changed, drops what it took back and
  // fetches the rest again). A failure of one of those ends the session.
  let backfills: Promise<void> = Promise.resolve();
  // One waiting to begin covers every event until it does: a burst of heads asks once.
  let waiting = false;
  const backfill = () => {
    if (waiting) return backfills;
    waiting = true;
    backfills = backfills
      .catch(() => {})
      .then(() => {
        waiting = false;
        return c.backfill();
      });
    return backfills;
  };
  const recheck = () => void backfill().catch(resolveClosed);
  /** The first block the socket told of: its logs, and those of every block after, come over it. */
  let firstHead: bigint | null = null;
  let socket: { close(): void } | undefined;
  const abort = () => socket?.close();
  p.signal.addEventListener('abort', abort, { once: true });
  try {
    socket = await p.openSocket?.(filters, {
      onLog(log) {
        // The scan's check of each log: one for both.
        if (!isRpcLog(log)) return;
        // A removed log is a reorged-out transfer: drop that row (it may come back in the new block).
        if (log.removed)
          c.removed(transferKey({ txHash: log.transactionHash, logIndex: Number(log.logIndex) }), BigInt(log.blockNumber), log.blockHash);
        else if (c.replacesSeen(BigInt(log.blockNumber), log.blockHash)) recheck();
        else c.deliver(toTransfers([log]));
      },
      onHead(raw) {
        const parsed = RpcBlockSchema.safeParse(raw);
        if (!parsed.success) return;
        const head = headOf(parsed.data);
        if (c.replacesSeen(head.number, head.hash)) return recheck();
        c.onHead(head, true);
        firstHead ??= head.number;
        if (c.status.mode !== 'live') return;
        // The socket brings the logs of its first head's block and after; the backfill reached as
        // far as the HTTP node's head, which may be behind the socket's (another node of a
        // provider's). Blocks between the two are fetched, not taken as checked.
        if (c.status.processedBlock + 1n < firstHead) return recheck();
        c.emit({ processedBlock: head.number });
      },
      onClose: (error) => resolveClosed(error),
    });
    // Subscribed first, then backfilled: a transfer in between comes twice and is shown once.
    await backfill();
    c.emit({ mode: 'live', error: null });
    return await Promise.race([closed, aborted]);
  } finally {
    p.signal.removeEventListener('abort', abort);
    p.signal.removeEventListener('abort', onAbort);
    socket?.close();
  }
}
