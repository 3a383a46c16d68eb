import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { resetView, type ScanState, txnsState } from '../../state/txnsState.ts';
import { ScanProgress } from './ScanProgress.tsx';

const show = (scan: Partial<ScanState>) => {
  resetView('test');
  Object.assign(txnsState.scan, scan);
  render(<ScanProgress onCancel={() => {}} onRescan={() => {}} />);
  return screen.getByTestId('txns-scan-text').textContent;
};

afterEach(() => cleanup());

describe('the scan line', () => {
  it('counts blocks and transfers while it runs, with a way to cancel', () => {
    expect(show({ status: 'loading', scannedBlocks: 1200, totalBlocks: 2403, found: 512 })).toBe(
      'Scanned 1,200 of 2,403 blocks · 512 transfers found',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says what came from the cache and how long the rest took', () => {
    expect(show({ status: 'ready', scannedBlocks: 40, totalBlocks: 40, found: 1410, fromCache: true, durationMs: 2_340 })).toBe(
      'Scanned 40 of 40 blocks since the cache · 1,410 transfers in all · done in 2.3 s',
    );
  });

  it('a revisit with no new block says so instead of "0 of 0 blocks"', () => {
    expect(show({ status: 'ready', scannedBlocks: 0, totalBlocks: 0, found: 1410, fromCache: true, durationMs: 3 })).toBe(
      'No new blocks since the last scan · 1,410 transfers from cache',
    );
  });

  it('while the node is not reached (or down), counts the cache’s transfers and says the new blocks are not scanned yet', () => {
    expect(show({ status: 'loading', scannedBlocks: 0, totalBlocks: 0, found: 856, fromCache: true })).toBe(
      '856 transfers from cache · new blocks not scanned yet',
    );
  });

  it('before the node has answered, with nothing cached, waits for it rather than count "0 of 0 blocks"', () => {
    expect(show({ status: 'loading', scannedBlocks: 0, totalBlocks: 0, found: 0, fromCache: false })).toBe('Waiting for the node…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says one block and one transfer in the singular', () => {
    expect(show({ status: 'ready', scannedBlocks: 1, totalBlocks: 1, found: 1, durationMs: 24 })).toBe(
      'Scanned 1 of 1 block · 1 transfer found · done in 24 ms',
    );
  });

  it('a scan cancelled before it began (the node not reached yet) says so, with Scan again', () => {
    expect(show({ status: 'cancelled', scannedBlocks: 0, totalBlocks: 0, found: 0 })).toBe('Cancelled before the scan began');
    expect(screen.getByRole('button', { name: 'Scan again' })).toBeTruthy();
  });
});

describe('the scan’s failure', () => {
  const down = "Cannot reach Devnet's node at 127.0.0.1:8545. Is the local devnet running (npm start)? Retrying automatically.";

  it('counts down to the next try, for the eye only, and says when it is trying again', async () => {
    show({ status: 'loading', message: { text: down, retryAt: Date.now() + 2_000 } });
    const error = screen.getByTestId('txns-scan-error');
    expect(error.textContent).toBe(`${down} (next try in 2 s) Try now`);
    // A screen reader hears the alert once, not a second of it every second.
    expect(error.querySelector('[aria-hidden="true"]')?.textContent).toBe(' (next try in 2 s)');
    await waitFor(() => expect(error.textContent).toBe(`${down} (next try in 1 s) Try now`), { timeout: 1_500 });
    await waitFor(() => expect(error.textContent).toBe(`${down} (trying again…) Try now`), { timeout: 1_500 });
  });

  it('Try now pressed says at once that it is trying again (the call under way may take a while), and a new failure counts down anew', async () => {
    show({ status: 'loading', message: { text: down, retryAt: Date.now() + 8_000 } });
    const error = screen.getByTestId('txns-scan-error');
    screen.getByRole('button', { name: 'Try now' }).click();
    await waitFor(() => expect(error.textContent).toBe(`${down} (trying again…) Try now`));
    // It failed again: the next wait is counted.
    txnsState.scan.message = { text: down, retryAt: Date.now() + 5_000 };
    await waitFor(() => expect(error.textContent).toBe(`${down} (next try in 5 s) Try now`));
  });

  it('is not said again when the balances, higher on the page, say the same', () => {
    resetView('test');
    const message = { text: down, retryAt: Date.now() + 5_000 };
    Object.assign(txnsState.scan, { status: 'loading', message });
    txnsState.holdings.message = { ...message };
    render(<ScanProgress onCancel={() => {}} onRescan={() => {}} />);
    expect(screen.getByTestId('txns-scan-text').textContent).toBe('Waiting for the node…');
    expect(screen.queryByTestId('txns-scan-error')).toBeNull();
    // A failure of its own is said.
    cleanup();
    txnsState.holdings.message = { text: "Devnet's node (127.0.0.1:8545) is rate-limiting us.", retryAt: null };
    render(<ScanProgress onCancel={() => {}} onRescan={() => {}} />);
    expect(screen.getByTestId('txns-scan-error').textContent).toBe(`${down} (next try in 5 s) Try now`);
  });

  it('a failure that is not retried has no countdown and no Try now', () => {
    show({ status: 'error', message: { text: "Devnet's node answered with an error. Press Scan again to retry.", retryAt: null } });
    expect(screen.getByTestId('txns-scan-error').textContent).toBe("Devnet's node answered with an error. Press Scan again to retry.");
    expect(screen.queryByRole('button', { name: 'Try now' })).toBeNull();
  });
});
