import { describe, expect, it } from '@rstest/core';
import type { Transfer } from '../../chain/transfer.ts';
import { transfersCsv, transfersCsvName } from './transfersCsv.ts';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const row = (over: Partial<Transfer>): Transfer => ({
  blockNumber: 10n,
  blockHash: `0x${'1'.repeat(64)}`,
  txHash: `0x${'a'.repeat(64)}`,
  logIndex: 0,
  // Lowercase, as scans keep them; the CSV has them checksummed.
  from: A.toLowerCase(),
  to: B.toLowerCase(),
  value: 1_000_000_000_000_000_001n,
  timestamp: 1_704_067_320,
  ...over,
});

describe('transfersCsv', () => {
  it('writes the shown rows with exact amounts, checksummed addresses, labels and direction', () => {
    const csv = transfersCsv([row({}), row({ logIndex: 1, from: B.toLowerCase(), to: A.toLowerCase(), value: 0n, timestamp: null })], {
      decimals: 18,
      symbol: 'DMO',
      ours: new Set([A.toLowerCase()]),
      labelOf: (a) => (a === A.toLowerCase() ? 'Treasury, "main"' : ''),
    });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,block,tx_hash,log_index,from,from_label,to,to_label,amount,symbol,raw_value,direction');
    expect(lines[1]).toBe(
      `2024-01-01T00:02:00.000Z,10,0x${'a'.repeat(64)},0,${A},"Treasury, ""main""",${B},,1.000000000000000001,DMO,1000000000000000001,out`,
    );
    expect(lines[2]).toBe(`,10,0x${'a'.repeat(64)},1,${B},,${A},"Treasury, ""main""",0,DMO,0,in`);
    expect(lines.length).toBe(3);
  });

  it('leaves the direction empty on a whole token’s page, as its table has none, labels still written', () => {
    const csv = transfersCsv([row({})], {
      decimals: 0,
      symbol: 'X',
      ours: new Set(),
      labelOf: (a) => (a === A.toLowerCase() ? 'Wallet 1' : ''),
    });
    expect(csv.trimEnd().split('\r\n')[1]).toMatch(new RegExp(`^.*,${A},Wallet 1,${B},,1000000000000000001,X,1000000000000000001,$`));
  });

  it('defuses spreadsheet formulas in labels', () => {
    const csv = transfersCsv([row({})], {
      decimals: 0,
      symbol: 'X',
      ours: new Set(),
      labelOf: (a) => (a === A.toLowerCase() ? '=HYPERLINK("x")' : ''),
    });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('defuses a formula in a token’s own symbol, even one that starts like a negative number', () => {
    for (const symbol of ["-0+cmd|'/C x'!A0", '\t=1+1', '@SUM(1)']) {
      const csv = transfersCsv([row({})], { decimals: 0, symbol, ours: new Set(), labelOf: () => '' });
      const line = csv.trimEnd().split('\r\n')[1] ?? '';
      expect(line, symbol).toContain(`,'${symbol},`);
    }
  });
});

describe('transfersCsvName', () => {
  const none = { direction: 'all', address: '', hideZero: false } as const;
  it('names the coin and the page’s address, or all', () => {
    expect(transfersCsvName('DMO', null, none)).toBe('DMO-all-transfers.csv');
    expect(transfersCsvName('DMO', A, none)).toBe(`DMO-${A}-transfers.csv`);
  });
  it('names the filters that were on, so a filtered file does not read as the whole list', () => {
    expect(transfersCsvName('DMO', null, { direction: 'in', address: A.toLowerCase(), hideZero: true })).toBe(
      `DMO-all-in-${A.toLowerCase()}-nonzero-transfers.csv`,
    );
    expect(transfersCsvName('DMO', A, { ...none, direction: 'out' })).toBe(`DMO-${A}-out-transfers.csv`);
  });
  it('keeps to characters every file system takes', () => {
    expect(transfersCsvName('0x5FbD…0aa3', null, none)).toBe('0x5FbD_0aa3-all-transfers.csv');
  });
});
