import type { ChainConfig } from '@coinwatch/shared';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Transfer } from '../../chain/transfer.ts';
import { maxListedRows } from './listedRows.ts';
import { TransfersTable } from './TransfersTable.tsx';

const chain: ChainConfig = {
  id: 31337,
  name: 'Devnet',
  rpcHttp: 'http://node.test',
  rpcWs: 'ws://node.test',
  explorerUrl: 'https://explorer.test',
  nativeSymbol: 'ETH',
};

/** `count` transfers, newest first, one per transaction. */
function transfers(count: number): Transfer[] {
  return Array.from({ length: count }, (_, i) => ({
    blockNumber: BigInt(count - i),
    blockHash: `0x${'b'.repeat(64)}`,
    txHash: `0x${i.toString(16).padStart(64, '0')}`,
    logIndex: 0,
    from: `0x${'1'.repeat(40)}`,
    to: `0x${'2'.repeat(40)}`,
    value: 1n,
    timestamp: null,
  }));
}

function table(rows: Transfer[]) {
  render(
    <MemoryRouter>
      <TransfersTable
        rows={rows}
        chain={chain}
        decimals={18}
        symbol="DMO"
        ours={new Set()}
        oneAddress={false}
        tracked={new Map()}
        addressPath={(a) => `/tools/txns/DMO/${a}`}
        onShown={() => {}}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Transfers' });
}

afterEach(() => cleanup());

describe('the transfers table', () => {
  it('lists every row, with no note, when they fit in a list a browser scrolls', () => {
    expect(table(transfers(3)).getAttribute('aria-rowcount')).toBe('4');
    expect(screen.queryByTestId('txns-list-end')).toBeNull();
  });

  it('says where the list ends, and how to reach the rest, when the rows would be taller than a browser lays out', () => {
    const limit = maxListedRows(36);
    // On one line each, 16 million px hold 444,444 rows (Firefox stops at about 17.9 million).
    expect(limit).toBe(444_444);
    const rows = transfers(limit + 5_556);
    expect(table(rows).getAttribute('aria-rowcount')).toBe(String(limit + 1));
    expect(screen.getByTestId('txns-list-end').textContent).toBe(
      'The list ends at 444,444 transfers of 450,000, as far as a browser scrolls. Reverse the sort or filter to see the others; Export CSV has them all.',
    );
  });
});
