import { messages, type TrackedCoin } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { checksum } from './checksum.ts';
import { coinsToFile, detectFormat, previewCoinsFile } from './coinsFile.ts';

const CHAINS = { ids: [1, 8453, 31337], forBlank: 1 };
const A1 = '0x52908400098527886e0f7030069857d2e4169ee7';
const A1_SUM = '0x52908400098527886E0F7030069857D2E4169EE7';
const A2 = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const TOKEN = '0xde709f2102306220921060314715629080e2fb77';
const HEADER = 'coin_ticker,coin_name,coin_address,chain_id,address,description,color';

const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const preview = (text: string, format: 'csv' | 'json' = 'csv') => previewCoinsFile(text, format, CHAINS);
/** A file's rows, without its header and final line break. */
const rowsOf = (file: string) => file.trimEnd().split('\r\n').slice(1);

describe('CSV import', () => {
  it('reads good rows, checksums addresses and defaults chain and colour', () => {
    const p = preview(csv(`USDC,USD Coin,${TOKEN},,${A1},Main,#abc`, `USDC,USD Coin,${TOKEN},1,${A2.slice(2)},,`));
    expect(p.problems).toEqual([]);
    expect(p.rows).toHaveLength(2);
    expect(p.rows[0]).toMatchObject({
      at: 2,
      coinTicker: 'USDC',
      chainId: 1,
      address: { address: A1_SUM, description: 'Main', color: '#abc' },
    });
    expect(p.rows[1]?.address?.address.startsWith('0x')).toBe(true);
    expect(p.rows[1]?.address?.color).toBe('#2f5bd3');
  });

  it('reads the columns as the spec names them (coinTicker), as a spreadsheet heads them ("Coin ticker") and the form spells colour', () => {
    const row = `USDC,USD Coin,${TOKEN},1,${A1},Main,#abc`;
    for (const header of [
      'coinTicker,coinName,coinAddress,chainId,address,description,color',
      'Coin ticker,Coin name,Coin address,Chain ID,Address,Description,Colour',
      'COIN-TICKER, coin_name ,Coin_Address,chain id,ADDRESS,description,colour',
    ]) {
      const p = preview(`${header}\n${row}`);
      expect(p.problems).toEqual([]);
      expect(p.unknownColumns).toEqual([]);
      expect(p.rows[0]).toMatchObject({ coinTicker: 'USDC', chainId: 1, address: { address: A1_SUM, description: 'Main', color: '#abc' } });
    }
    const json = JSON.stringify([
      { coinTicker: 'USDC', coinName: 'USD Coin', coinAddress: TOKEN, chainId: 1, address: A1, colour: '#abc' },
    ]);
    expect(preview(json, 'json').rows[0]).toMatchObject({ coinTicker: 'USDC', address: { color: '#abc' } });
    // Another app's column is still named as not read, as written.
    expect(preview(`${HEADER},Wallet Label\n${row},x`).unknownColumns).toEqual(['Wallet Label']);
  });

  it('refuses two columns that are one, rather than read the later over the earlier', () => {
    const p = preview(`${HEADER},Coin ticker\nUSDC,USD Coin,${TOKEN},1,${A1},Main,#abc,DAI`);
    expect(p.rows).toEqual([]);
    expect(p.problems).toEqual([{ at: 1, reason: 'Two columns are coin_ticker: keep one', file: true }]);
    const json = JSON.stringify([{ coin_ticker: 'USDC', coinTicker: 'DAI', coin_name: 'USD Coin', coin_address: TOKEN }]);
    expect(preview(json, 'json').problems).toEqual([{ at: 1, reason: 'Two keys are coin_ticker: keep one' }]);
  });

  it('puts a row with a blank chain_id on the chain it is given for blanks (the Add coin form’s first), not always Ethereum', () => {
    const rows = [`DEV,Devnet coin,${TOKEN},,${A1},,`, `BASE,Base coin,${TOKEN},8453,,,`];
    const p = previewCoinsFile(csv(...rows), 'csv', { ...CHAINS, forBlank: 31337 });
    expect(p.problems).toEqual([]);
    expect(p.rows.map((r) => [r.coinTicker, r.chainId])).toEqual([
      ['DEV', 31337],
      ['BASE', 8453],
    ]);
    const json = JSON.stringify([{ coin_ticker: 'DEV', coin_name: 'Devnet coin', coin_address: TOKEN, chain_id: null }]);
    expect(previewCoinsFile(json, 'json', { ...CHAINS, forBlank: 31337 }).rows.map((r) => r.chainId)).toEqual([31337]);
  });

  it('reports each bad row with its line and reason', () => {
    const p = preview(
      csv(
        `USDC,USD Coin,${TOKEN},1,0x123,a,#fff`,
        `,USD Coin,${TOKEN},1,${A1},a,#fff`,
        `USDC,USD Coin,${TOKEN},1,${A1},a,red`,
        `TOOLONGTICKER1234,X,${TOKEN},1,${A1},a,#fff`,
        `USDC,USD Coin,${TOKEN},5,${A1},a,#fff`,
        `USDC,USD Coin,nothex,1,${A1},a,#fff`,
        `USDC,USD Coin,${TOKEN},1,${A1},${'d'.repeat(201)},#fff`,
      ),
    );
    expect(p.rows).toEqual([]);
    expect(p.problems).toEqual([
      { at: 2, reason: 'address: Must be valid address' },
      { at: 3, reason: 'coin_ticker: Value is required' },
      { at: 4, reason: 'color: Must be a hex colour like #1a2b3c or #abc' },
      { at: 5, reason: 'coin_ticker: The maximum length allowed is 16' },
      { at: 6, reason: 'chain_id: Unknown chain 5' },
      { at: 7, reason: 'coin_address: Must be valid address' },
      { at: 8, reason: 'description: The maximum length allowed is 200' },
    ]);
  });

  it('skips a spreadsheet’s empty rows (",,,,,,") as it skips empty lines', () => {
    const p = preview(csv(`USDC,USD Coin,${TOKEN},1,${A1},a,#fff`, ',,,,,,', ' , ,,,,, ', ''));
    expect(p.rows).toHaveLength(1);
    expect(p.problems).toEqual([]);
  });

  it('refuses a chain id that is not a whole number as written: true, "0x1", 1.5, "abc"', () => {
    const chains: unknown[] = [true, '0x1', 1.5, 'abc', '1', 8453];
    const rows = chains.map((chain, i) => ({ coin_ticker: `T${i}`, coin_name: 'Token', coin_address: TOKEN, chain_id: chain }));
    const p = previewCoinsFile(JSON.stringify(rows), 'json', { ids: [1, 8453], forBlank: 1 });
    expect(p.problems.map((problem) => problem.at)).toEqual([1, 2, 3, 4]);
    for (const problem of p.problems) expect(problem.reason).toMatch(/^chain_id: Invalid input/);
    expect(p.rows.map((r) => r.chainId)).toEqual([1, 8453]);
  });

  it('handles quoting, embedded newlines, a BOM and CRLF with the right line numbers', () => {
    const text = [
      `\uFEFF${HEADER}`,
      `"USDC","USD, Coin",${TOKEN},1,${A1},"""quoted""",#fff`,
      // A description holding a line break is refused (the edit field is one line), at the line it starts on.
      `USDC,"USD, Coin",${TOKEN},1,${A1},"two\r\nlines",#fff`,
      `USDC,"USD, Coin",${TOKEN},1,bad,x,#fff`,
      '',
    ].join('\r\n');
    const p = preview(text);
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0]?.coinName).toBe('USD, Coin');
    expect(p.rows[0]?.address?.description).toBe('"quoted"');
    expect(p.problems).toEqual([
      { at: 3, reason: `description: ${messages.hiddenCharacter}` },
      { at: 5, reason: 'address: Must be valid address' },
    ]);
  });

  it('flags duplicates and conflicting coin details, case-insensitively', () => {
    const p = preview(
      csv(
        `USDC,USD Coin,${TOKEN},1,${A1},a,#fff`,
        `usdc,USD Coin,${TOKEN},1,${A1.toUpperCase().replace('0X', '0x')},b,#fff`,
        `USDC,Other,${TOKEN},1,${A2},c,#fff`,
      ),
    );
    expect(p.rows).toHaveLength(1);
    expect(p.problems).toEqual([
      { at: 3, reason: 'Duplicate of line 2' },
      { at: 4, reason: 'coin_ticker: USDC has other coin details on line 2' },
    ]);
  });

  it('refuses a row whose description or colour has no address, instead of dropping them', () => {
    const p = preview(
      csv(`USDC,USD Coin,${TOKEN},1,,Cold wallet,#ff0000`, `USDC,USD Coin,${TOKEN},1,,,#00ff00`, `USDC,USD Coin,${TOKEN},1,,,`),
    );
    const reason = 'address: Value is required (a description or colour needs an address)';
    expect(p.problems).toEqual([
      { at: 2, reason },
      { at: 3, reason },
    ]);
    expect(p.rows).toEqual([expect.objectContaining({ at: 4, coinTicker: 'USDC', address: null })]);
  });

  it('names missing columns and empty files', () => {
    expect(preview('coin_ticker,address\nA,B').problems).toEqual([
      { at: 1, reason: 'Missing column coin_name', file: true },
      { at: 1, reason: 'Missing column coin_address', file: true },
    ]);
    expect(preview('').problems).toEqual([{ at: 1, reason: 'The file is empty', file: true }]);
    expect(preview(' \n', 'json').problems).toEqual([{ at: 1, reason: 'The file is empty', file: true }]);
  });

  it('says that a file with a header only, or an empty JSON array, has no rows', () => {
    const none = [{ at: 1, reason: 'The file has no rows', file: true }];
    expect(preview(`${HEADER}\r\n`).problems).toEqual(none);
    expect(preview(`${HEADER}\n,,,,,,\n\n`).problems).toEqual(none);
    expect(preview('[]', 'json').problems).toEqual(none);
    expect(preview('[\n]\n', 'json').problems).toEqual(none);
  });

  it('skips blank lines and keeps counting them', () => {
    const p = preview(csv('', `USDC,USD Coin,${TOKEN},1,bad,a,#fff`, ''));
    expect(p.problems).toEqual([{ at: 3, reason: 'address: Must be valid address' }]);
  });

  it('reports a stray quote on its own line and reads on from the next, where the parser would swallow the lines up to the next quote', () => {
    const row = (description: string) => `USDC,USD Coin,${TOKEN},1,${A1},${description},#fff`;
    const other = (description: string) => `USDC,USD Coin,${TOKEN},1,${A2},${description},#fff`;
    const p = preview(csv(row('"Main" wallet'), other('after'), row('"a, b"')));
    expect(p.rows.map((r) => [r.at, r.address?.description])).toEqual([
      [3, 'after'],
      [4, 'a, b'],
    ]);
    expect(p.problems).toEqual([{ at: 2, reason: expect.stringContaining('put the whole field in quotes') }]);
    const unclosed = preview(csv(row('"oops'), other('after')));
    expect(unclosed.rows.map((r) => r.at)).toEqual([3]);
    expect(unclosed.problems).toEqual([{ at: 2, reason: expect.stringContaining('never closed') }]);
  });

  it('refuses a row with more cells than the header has columns instead of dropping the rest', () => {
    const header = 'coin_ticker;coin_name;coin_address;address;description';
    const p = preview([header, `USDC;USD Coin;${TOKEN};${A1};Cold; Alice’s`, `USDC;USD Coin;${TOKEN};${A2};Hot;`].join('\n'));
    expect(p.rows.map((r) => r.address?.description)).toEqual(['Hot']);
    expect(p.problems).toEqual([{ at: 2, reason: '6 cells where the header has 5 columns: put a field that holds a semicolon in quotes' }]);
  });

  it('refuses a row with too few cells for the columns it needs, and reads the trailing cells a row leaves out as blank', () => {
    const p = preview(csv('short,row', `USDC,USD Coin`, `USDC,USD Coin,${TOKEN}`, `USDC,USD Coin,${TOKEN},1,${A1}`, 'Total'));
    expect(p.problems).toEqual([
      { at: 2, reason: '2 cells where the header has 7 columns: the row ends before coin_address' },
      { at: 3, reason: '2 cells where the header has 7 columns: the row ends before coin_address' },
      // A spreadsheet's "Total" line under the rows.
      { at: 6, reason: '1 cell where the header has 7 columns: the row ends before coin_name' },
    ]);
    expect(p.rows.map((r) => [r.at, r.address?.address ?? null])).toEqual([
      [4, null],
      [5, A1_SUM],
    ]);
  });

  it('counts a carriage return alone as a line end, as old Mac spreadsheets write', () => {
    const p = preview(
      [
        HEADER,
        `USDC,USD Coin,${TOKEN},1,${A1},a,#fff`,
        '',
        `USDC,USD Coin,${TOKEN},1,bad,b,#fff`,
        `USDC,USD Coin,${TOKEN},1,${A1},c,#fff`,
      ].join('\r'),
    );
    expect(p.rows.map((r) => r.at)).toEqual([2]);
    expect(p.problems).toEqual([
      { at: 4, reason: 'address: Must be valid address' },
      { at: 5, reason: 'Duplicate of line 2' },
    ]);
  });

  it('follows the separator named by Excel’s “sep=” first line', () => {
    const p = preview(['sep=;', HEADER.replaceAll(',', ';'), `USDC;USD Coin;${TOKEN};1;${A1};a, b;#fff`].join('\r\n'));
    expect(p.problems).toEqual([]);
    expect(p.rows.map((r) => [r.at, r.address?.description])).toEqual([[3, 'a, b']]);
  });

  it('validates 10,000 rows quickly', () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `T${i % 50},Coin ${i % 50},${TOKEN},1,0x${i.toString(16).padStart(40, '0')},row ${i},#123456`,
    );
    lines[4999] = `T0,Coin 0,${TOKEN},1,oops,x,#fff`;
    const started = performance.now();
    const p = preview(csv(...lines));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(p.rows).toHaveLength(9_999);
    expect(p.problems).toEqual([{ at: 5001, reason: 'address: Must be valid address' }]);
  });
});

describe('JSON import', () => {
  it('reads rows and gives each element its line', () => {
    const text = `[\n  {"coin_ticker":"USDC","coin_name":"USD Coin","coin_address":"${TOKEN}","chain_id":1,"address":"${A1}","description":"a","color":"#fff"},\n  {"coin_ticker":"USDC","coin_name":"USD Coin","coin_address":"${TOKEN}","chain_id":1,"address":"0x1","description":"b","color":"#fff"},\n  3\n]`;
    const p = preview(text, 'json');
    expect(p.unit).toBe('line');
    expect(p.rows).toHaveLength(1);
    expect(p.problems).toEqual([
      { at: 3, reason: 'address: Must be valid address' },
      { at: 4, reason: 'Expected an object' },
    ]);
  });

  it('numbers the rows of a minified file by position, since they all start on line 1', () => {
    const usdc = (address: string) =>
      `{"coin_ticker":"USDC","coin_name":"USD Coin","coin_address":"${TOKEN}","chain_id":1,"address":"${address}","description":"a","color":"#fff"}`;
    const p = preview(`[${usdc(A1)},${usdc('0x1')},3,${usdc(A1)},${usdc(A2)}]`, 'json');
    expect(p.unit).toBe('row');
    expect(p.rows.map((r) => r.at)).toEqual([1, 5]);
    expect(p.problems).toEqual([
      { at: 2, reason: 'address: Must be valid address' },
      { at: 3, reason: 'Expected an object' },
      { at: 4, reason: 'Duplicate of row 1' },
    ]);
  });

  it('reports unreadable JSON and a non-array', () => {
    expect(preview('{"a":', 'json').problems[0]?.reason).toMatch(/^Not valid JSON/);
    expect(preview('{"a":1}', 'json').problems).toEqual([{ at: 1, reason: 'Expected an array of rows', file: true }]);
  });

  it('names the line a broken JSON file breaks on, not the first', () => {
    // A comma missing after the second row: the parser stops where the third begins, on line 4.
    const text = '[\n{"coin_ticker":"A"},\n{"coin_ticker":"B"}\n{"coin_ticker":"C"}\n]';
    expect(preview(text, 'json').problems.map((p) => p.at)).toEqual([4]);
  });
});

describe('export', () => {
  const coins: TrackedCoin[] = [
    {
      id: 'c1',
      userId: 'u',
      chainId: 8453,
      coinTicker: 'USDC',
      coinName: 'USD, "Coin"',
      coinAddress: TOKEN,
      createdAt: '2024-01-01',
      addresses: [{ id: 'a1', address: A1_SUM, description: 'comma, "quoted"', color: '#abc', createdAt: '2024-01-01' }],
    },
    {
      id: 'c2',
      userId: 'u',
      chainId: 1,
      coinTicker: 'EMPTY',
      coinName: 'No addresses',
      coinAddress: TOKEN,
      createdAt: '2024-01-02',
      addresses: [],
    },
  ];

  for (const format of ['csv', 'json'] as const) {
    it(`round-trips through ${format}`, () => {
      const p = preview(coinsToFile(coins, format), format);
      expect(p.problems).toEqual([]);
      expect(p.rows.map(({ at: _at, ...r }) => r)).toEqual([
        {
          coinTicker: 'USDC',
          coinName: 'USD, "Coin"',
          coinAddress: checksum(TOKEN),
          chainId: 8453,
          address: { address: A1_SUM, description: 'comma, "quoted"', color: '#abc' },
        },
        { coinTicker: 'EMPTY', coinName: 'No addresses', coinAddress: checksum(TOKEN), chainId: 1, address: null },
      ]);
    });
  }

  it('writes formulas as text a spreadsheet will not run, and reads them back as they were', () => {
    const descriptions = ['=1+1', '@SUM(A1)', '+44 20 7946 0000', '-2 apples', '-5', "'quoted", "'=1+1", 'plain'];
    const coin: TrackedCoin = {
      ...(coins[0] as TrackedCoin),
      coinName: '=HYPERLINK("http://x","y")',
      addresses: descriptions.map((description, i) => ({
        id: `a${i}`,
        address: `0x${'1'.repeat(39)}${i}`,
        description,
        color: '#abc',
        createdAt: '2024-01-01',
      })),
    };
    const file = coinsToFile([coin], 'csv');
    const cells = rowsOf(file).map((line) => line.split(',').at(-2));
    expect(cells).toEqual(["'=1+1", "'@SUM(A1)", "'+44 20 7946 0000", "'-2 apples", '-5', "''quoted", "''=1+1", 'plain']);
    expect(file).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    const back = preview(file);
    expect(back.problems).toEqual([]);
    expect(back.rows.map((r) => [r.coinName, r.address?.description])).toEqual(descriptions.map((d) => ['=HYPERLINK("http://x","y")', d]));
  });

  it('takes rows of a coin the user tracks with the same details, and refuses them when the file gives it another chain, contract or name', () => {
    const again = previewCoinsFile(coinsToFile(coins, 'csv'), 'csv', CHAINS, coins);
    expect(again.problems).toEqual([]);
    expect(again.rows).toHaveLength(2);
    const other = previewCoinsFile(
      csv(`usdc,"USD, ""Coin""",${TOKEN},1,${A2},a,#fff`, `USDC,USD Coin,${TOKEN},8453,${A2},b,#fff`, `EMPTY,No addresses,${A2},1,,,`),
      'csv',
      CHAINS,
      coins,
    );
    expect(other.rows).toEqual([]);
    expect(other.problems).toEqual([
      { at: 2, reason: 'coin_ticker: you already track usdc with another name, contract or chain' },
      { at: 3, reason: 'coin_ticker: you already track USDC with another name, contract or chain' },
      { at: 4, reason: 'coin_ticker: you already track EMPTY with another name, contract or chain' },
    ]);
  });

  it('detects the format', () => {
    expect(detectFormat('x.CSV', '[')).toBe('csv');
    expect(detectFormat('x', '\uFEFF [')).toBe('json');
    expect(detectFormat('x', 'coin_ticker')).toBe('csv');
  });
});

describe('columns the import does not read', () => {
  it('names a CSV’s other columns once each, whatever rows follow, and no blank header cell, as written', () => {
    const p = preview(
      [
        'coin_ticker,coin_name,coin_address,wallet_address,,Label',
        `USDC,USD Coin,${TOKEN},${A1},,Main`,
        `DAI,Dai,${TOKEN},${A2},,Cold`,
      ].join('\n'),
    );
    expect(p.unknownColumns).toEqual(['wallet_address', 'Label']);
    expect(p.rows.map((row) => row.address)).toEqual([null, null]);
  });

  it('names a JSON file’s other keys, from any row', () => {
    const p = preview(
      JSON.stringify([
        { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN },
        { coin_ticker: 'DAI', coin_name: 'Dai', coin_address: TOKEN, wallet: A1 },
      ]),
      'json',
    );
    expect(p.unknownColumns).toEqual(['wallet']);
    expect(p.rows).toHaveLength(2);
  });

  it('names none in a file of the export’s columns', () => {
    expect(preview(csv(`USDC,USD Coin,${TOKEN},1,${A1},Main,#abc`)).unknownColumns).toEqual([]);
  });
});
