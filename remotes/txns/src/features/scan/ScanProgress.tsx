import { useSnapshot } from 'valtio';
import { txnsState } from '../../state/txnsState.ts';

export type ScanProgressProps = { onCancel(): void; onRescan(): void };

const n = (v: number) => v.toLocaleString('en-US');

/** Blocks scanned of total and transfers found, with cancel while it runs. */
export function ScanProgress({ onCancel, onRescan }: ScanProgressProps) {
  const { scan } = useSnapshot(txnsState);
  const running = scan.status === 'loading';
  return (
    <div className="txns-scan" data-testid="txns-scan" data-status={scan.status} data-duration-ms={scan.durationMs ?? undefined}>
      <progress
        className="txns-progress"
        max={Math.max(1, scan.totalBlocks)}
        value={scan.status === 'ready' ? Math.max(1, scan.totalBlocks) : scan.scannedBlocks}
        aria-label="History scan progress"
      />
      <span className="txns-scan-text" data-testid="txns-scan-text">
        {scan.status === 'idle' && 'Preparing the scan…'}
        {scan.status !== 'idle' && `Scanned ${n(scan.scannedBlocks)} of ${n(scan.totalBlocks)} blocks · ${n(scan.found)} transfers found`}
        {scan.status === 'ready' && scan.fromCache && ' (the rest from cache)'}
        {scan.status === 'ready' && ` · done${scan.durationMs === null ? '' : ` in ${(scan.durationMs / 1000).toFixed(1)} s`}`}
        {scan.status === 'cancelled' && ' · cancelled'}
      </span>
      {running && (
        <button type="button" onClick={onCancel} data-testid="txns-scan-cancel">
          Cancel
        </button>
      )}
      {(scan.status === 'cancelled' || scan.status === 'error') && (
        <button type="button" onClick={onRescan} data-testid="txns-scan-restart">
          Scan again
        </button>
      )}
      {scan.message && (
        <p className="txns-error" role="alert" data-testid="txns-scan-error">
          {scan.message}
        </p>
      )}
    </div>
  );
}
