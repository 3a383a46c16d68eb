import { countOf, grouped, useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useSnapshot } from 'valtio';
import { type ScanState, txnsState } from '../../state/txnsState.ts';
import { PartMessageText } from '../partMessage/PartMessageText.tsx';
import { saidAbove } from '../partMessage/saidAbove.ts';

export type ScanProgressProps = { onCancel(): void; onRescan(): void };

const transfers = (v: number) => countOf(v, 'transfer', 'transfers');

/** A scan of a few new blocks takes milliseconds: "0.0 s" would read as nothing done. */
const took = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

function scanText(scan: Readonly<ScanState>): string {
  if (scan.status === 'idle') return 'Preparing the scan…';
  // A revisit with no block since the cache's last one: nothing was scanned.
  if (scan.status === 'ready' && scan.totalBlocks === 0) return `No new blocks since the last scan · ${transfers(scan.found)} from cache`;
  // The node not reached yet (or down): the cache's rows are shown, the blocks after them not read.
  if (scan.status === 'loading' && scan.totalBlocks === 0 && scan.fromCache)
    return `${transfers(scan.found)} from cache · new blocks not scanned yet`;
  // Cancelled while the node was still being reached (its retries stopped too).
  if (scan.status === 'cancelled' && scan.totalBlocks === 0) return 'Cancelled before the scan began';
  // The node not reached yet: "Scanned 0 of 0 blocks" would read as a chain with nothing on it.
  if (scan.status === 'loading' && scan.totalBlocks === 0) return 'Waiting for the node…';
  // After a cache, the count is of every transfer shown: "found" read as found in the new blocks.
  const cached = scan.status === 'ready' && scan.fromCache;
  let text = `Scanned ${grouped(scan.scannedBlocks)} of ${countOf(scan.totalBlocks, 'block', 'blocks')}${cached ? ' since the cache' : ''} · ${transfers(scan.found)} ${cached ? 'in all' : 'found'}`;
  if (scan.status === 'ready') text += ` · done${scan.durationMs === null ? '' : ` in ${took(scan.durationMs)}`}`;
  if (scan.status === 'cancelled') text += ' · cancelled';
  return text;
}

/** Blocks scanned of total and transfers found, with cancel while it runs. */
export function ScanProgress({ onCancel, onRescan }: ScanProgressProps) {
  const { scan, holdings } = useSnapshot(txnsState);
  const message = saidAbove(scan.message, [holdings.message]) ? null : scan.message;
  const running = scan.status === 'loading';
  // Cancel and Scan again are one button, so focus stays on it as it turns from one to the other;
  // once a scan is done it goes, and the keyboard's place is the result it leaves.
  const action = running
    ? { label: 'Cancel', onClick: onCancel, testId: 'txns-scan-cancel' }
    : scan.status === 'cancelled' || scan.status === 'error'
      ? { label: 'Scan again', onClick: onRescan, testId: 'txns-scan-restart' }
      : null;
  // Also where Try now, in the message, leaves the keyboard once the node answers.
  const result = useFocusIfLost<HTMLSpanElement>(`${scan.status} ${message?.retryAt ?? null}`);
  return (
    <div className="txns-scan" data-testid="txns-scan" data-status={scan.status} data-duration-ms={scan.durationMs ?? undefined}>
      <progress
        className="txns-progress"
        max={Math.max(1, scan.totalBlocks)}
        value={scan.status === 'ready' ? Math.max(1, scan.totalBlocks) : scan.scannedBlocks}
        aria-label="History scan progress"
      />
      <span className="txns-scan-text" data-testid="txns-scan-text" ref={result} tabIndex={-1}>
        {scanText(scan)}
      </span>
      {/* The line above changes with every range read, so only where the scan ended is said aloud. */}
      <span className="txns-visually-hidden" role="status" data-testid="txns-scan-said">
        {scan.status === 'ready' || scan.status === 'cancelled' ? scanText(scan) : ''}
      </span>
      {action && (
        <button type="button" onClick={action.onClick} data-testid={action.testId}>
          {action.label}
        </button>
      )}
      {message && (
        <p className="txns-error" role="alert" data-testid="txns-scan-error">
          <PartMessageText message={message} />
        </p>
      )}
    </div>
  );
}
