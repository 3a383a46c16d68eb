import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import { addTransfers, txnsState } from '../../state/txnsState.ts';
import { type ChunkSizer, createChunkSizer } from '../scan/chunkSizer.ts';
import { scanTransfers } from '../scan/scanTransfers.ts';
import type { SessionDeps, TransferView } from './transferSession.ts';

/** One sizer per chain for the page's lifetime: the next scan starts at the range that worked. */
const sizers = new Map<number, ChunkSizer>();
const sizerFor = (chainId: number) => {
  let sizer = sizers.get(chainId);
  if (!sizer) {
    // anvil answers any range at once; public nodes commonly cap at 1k-50k blocks.
    sizer =
      chainId === DEVNET_CHAIN_ID
        ? createChunkSizer({ initial: 100_000, max: 1_000_000 })
        : createChunkSizer({ initial: 2_000, max: 100_000 });
    sizers.set(chainId, sizer);
  }
  return sizer;
};

export type RunScanParameters = {
  deps: Pick<SessionDeps, 'rpc'>;
  view: TransferView;
  fromBlock: bigint;
  toBlock: bigint;
  signal: AbortSignal;
  onRetry(error: unknown, delayMs: number): void;
  /** After each chunk's transfers are in txnsState. */
  onChunk?(): void;
};

/** The history scan with its progress in txnsState; resolves with the last block fully scanned. */
// On abort it resolves (cancelled) and leaves the status to the session, whose page may be gone.
export async function runScan(p: RunScanParameters): Promise<{ scannedTo: bigint | null; cancelled: boolean }> {
  const total = p.toBlock >= p.fromBlock ? p.toBlock - p.fromBlock + 1n : 0n;
  Object.assign(txnsState.scan, { status: 'loading', scannedBlocks: 0, totalBlocks: Number(total), found: txnsState.rows.length });
  let scannedTo: bigint | null = p.fromBlock > 0n ? p.fromBlock - 1n : null;
  const began = performance.now();
  const finish = () =>
    Object.assign(txnsState.scan, {
      status: 'ready',
      scannedBlocks: Number(total),
      found: txnsState.rows.length,
      message: null,
      durationMs: Math.round(performance.now() - began),
    });
  try {
    await scanTransfers({
      rpc: p.deps.rpc,
      token: p.view.token,
      addresses: p.view.addresses,
      fromBlock: p.fromBlock,
      toBlock: p.toBlock,
      sizer: sizerFor(p.view.chain.id),
      signal: p.signal,
      onRetry: p.onRetry,
      onChunk(chunk, progress) {
        addTransfers(chunk);
        scannedTo = progress.scannedTo;
        // The last rows and "done" in one change: the page draws the finished table once, not
        // once with the rows and again for the status.
        if (progress.scannedTo >= p.toBlock) finish();
        else Object.assign(txnsState.scan, { scannedBlocks: Number(progress.scannedBlocks), found: txnsState.rows.length, message: null });
        p.onChunk?.();
      },
    });
    // An empty range has no chunk to finish with.
    if (total === 0n) finish();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    return { scannedTo, cancelled: true };
  }
  return { scannedTo, cancelled: false };
}
