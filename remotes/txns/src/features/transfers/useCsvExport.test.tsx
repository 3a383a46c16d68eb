import { resolveChains } from '@coinwatch/shared';
import { fakeToolHost } from '@coinwatch/shared/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, renderHook } from '@testing-library/react';
import type { Transfer } from '../../chain/transfer.ts';
import { txnsState } from '../../state/txnsState.ts';
import { useCsvExport } from './useCsvExport.ts';
import type { ResolvedView } from './useTransferView.ts';

const chain = resolveChains().find((c) => c.id === 31337);
const row: Transfer = {
  blockNumber: 7n,
  blockHash: `0x${'b'.repeat(64)}`,
  txHash: `0x${'1'.repeat(64)}`,
  logIndex: 0,
  from: `0x${'1'.repeat(40)}`,
  to: `0x${'2'.repeat(40)}`,
  value: 1_000_000n,
  timestamp: 1_700_000_000,
};
const view = { status: 'ready', key: 'DMO-view', pageKey: 'DMO-page', chain, title: 'DMO', focus: null } as unknown as ResolvedView;
const context = { decimals: 18, symbol: 'DMO', ours: new Set<string>(), labelOf: () => '' };

afterEach(() => {
  rs.restoreAllMocks();
});

/**
 * Export CSV pressed on DMO's page; `meanwhile` runs while the file's code is on its way. The files
 * saved, and the notices shown.
 */
async function exportOnDmo(meanwhile: () => void) {
  txnsState.viewKey = view.key;
  txnsState.pageKey = view.pageKey;
  txnsState.rows = [row] as typeof txnsState.rows;
  const files = rs.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  const { host, notifications } = fakeToolHost('txns');
  const { result } = renderHook(() => useCsvExport({ view, host, rows: [row], context, timesOfAll: async () => true }));
  await act(async () => {
    const exporting = result.current.exportCsv();
    meanwhile();
    await exporting;
  });
  return Object.assign(
    files.mock.calls.map(([file]) => file as Blob),
    { notices: notifications.map((n) => `${n.primaryText}: ${n.secondaryText}`) },
  );
}

it('saves the page’s rows as a file', async () => {
  const files = await exportOnDmo(() => {});
  expect(files).toHaveLength(1);
  const text = await files[0]?.text();
  // The row, with its amount in DMO's 18 decimals.
  expect(text).toContain(row.txHash);
  expect(text).toContain('0.000000000001');
});

it('saves nothing when another coin’s page opened while the file’s code was downloading: its rows are not DMO’s', async () => {
  const files = await exportOnDmo(() => {
    txnsState.viewKey = 'DUSD-view';
    txnsState.pageKey = 'DUSD-page';
    txnsState.rows = [{ ...row, value: 5n }] as typeof txnsState.rows;
  });
  expect(files).toHaveLength(0);
  // The user moved on: no word of a file they no longer wait for.
  expect(files.notices).toEqual([]);
});

it('says the file was not made when DMO’s page started over meanwhile, its addresses changed in another tab', async () => {
  const files = await exportOnDmo(() => {
    txnsState.viewKey = 'DMO-view-with-other-addresses';
  });
  expect(files).toHaveLength(0);
  expect(files.notices).toEqual([
    'CSV not exported: The page read its transfers again before the file was ready. Press Export CSV to try again.',
  ]);
});

describe('an export whose block times were being read when its page started over', () => {
  const untimed = { ...row, timestamp: null };

  /** Export CSV pressed on DMO's page, whose session ends while the times are read; `leave` unmounts the page then. */
  async function startedOver(leave: boolean) {
    txnsState.viewKey = view.key;
    txnsState.pageKey = view.pageKey;
    const { host, notifications } = fakeToolHost('txns');
    const page = { unmount: () => {} };
    const timesOfAll = async () => {
      if (leave) page.unmount();
      return false;
    };
    const { result, unmount } = renderHook(() => useCsvExport({ view, host, rows: [untimed], context, timesOfAll }));
    page.unmount = unmount;
    await act(() => result.current.exportCsv());
    return notifications.map((n) => n.primaryText);
  }

  it('says the file was not made while the user is still on the page (Scan again)', async () => {
    expect(await startedOver(false)).toEqual(['CSV not exported']);
  });

  it('says nothing once the user has left the page', async () => {
    expect(await startedOver(true)).toEqual([]);
  });
});

it('saves what was shown when Export CSV was pressed, though a filter changed and a live transfer came while the block times were read', async () => {
  // The page follows row.from: one transfer out of it, one into it.
  const ours = new Set([row.from]);
  const sent = { ...row, txHash: `0x${'4'.repeat(64)}` as const, timestamp: null };
  const received = { ...sent, txHash: `0x${'3'.repeat(64)}` as const, from: `0x${'9'.repeat(40)}` as const, to: row.from };
  txnsState.viewKey = view.key;
  txnsState.pageKey = view.pageKey;
  txnsState.rows = [received, sent] as typeof txnsState.rows;
  txnsState.filters = { direction: 'out', address: '', hideZero: false };
  const files = rs.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  const { host } = fakeToolHost('txns');
  // Out of the address too, its time not read: the monitor's, after the button was pressed.
  const arrived = { ...sent, txHash: `0x${'5'.repeat(64)}` as const, blockNumber: 8n };
  const timesOfAll = async () => {
    txnsState.filters.direction = 'in';
    txnsState.rows = [arrived, ...[received, sent].map((t) => ({ ...t, timestamp: 1_700_000_000 }))] as typeof txnsState.rows;
    return true;
  };
  const { result } = renderHook(() => useCsvExport({ view, host, rows: [sent], context: { ...context, ours }, timesOfAll }));
  await act(() => result.current.exportCsv());
  const text = (await (files.mock.calls[0]?.[0] as Blob | undefined)?.text()) ?? '';
  expect(text).toContain(sent.txHash);
  // With the time read meanwhile, not the row as it was pressed on.
  expect(text).toContain(new Date(1_700_000_000 * 1000).toISOString());
  expect(text).not.toContain(received.txHash);
  expect(text).not.toContain(arrived.txHash);
});
