import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser, restInsert, restSelect } from '../../support/coins.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { watchQuiet } from '../../support/quietNetwork.ts';
import { PHONE } from '../../support/screens.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const HEADER = 'coin_ticker,coin_name,coin_address,chain_id,address,description,color';
const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

const MIXED = [
  HEADER,
  `USDC,USD Coin,${TOKEN},1,${wallet(1)},"Treasury, main",#abc`,
  `USDC,USD Coin,${TOKEN},1,${wallet(2)},"Says ""hi""",#123456`,
  `USDC,USD Coin,${TOKEN},1,0x12,Bad address,#fff`,
  `DAI,Dai,${TOKEN},8453,${wallet(3)},On Base,red`,
  `DAI,Dai,${TOKEN},8453,${wallet(4)},On Base,#0f0`,
  `USDC,USD Coin,${TOKEN},1,${wallet(1)},Again,#abc`,
  `EMPTY,No addresses,${TOKEN},1,,,`,
  `BASE,Chain by name,${TOKEN},base,${wallet(5)},,`,
].join('\r\n');

async function importFile(page: Page, name: string, content: string | Buffer, open = true) {
  if (open) await page.getByTestId('coins-import-open').click();
  await page.getByTestId('coins-import-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

async function exportFile(page: Page, format: 'csv' | 'json'): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(`coins-export-${format}`).click();
  return readFile(await (await download).path(), 'utf8');
}

test('import with good and bad rows: preview, reasons by line, good rows imported, idempotent', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await page.getByTestId('coins-import-open').click();
  // No count before a file is read.
  await expect(page.getByTestId('coins-import-run')).toHaveText('Import');
  await expect(page.getByTestId('coins-import-run')).toBeDisabled();
  await importFile(page, 'mixed.csv', `\uFEFF${MIXED}`, false);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('mixed.csv: 4 good rows, 4 with problems.');
  // Read out: the focus stays on the file input.
  await expect(page.getByTestId('coins-import').getByRole('status')).toHaveText('mixed.csv: 4 good rows, 4 with problems.');
  await expect(page.getByTestId('coins-import-problem')).toHaveText([
    '4address: Must be valid address',
    '5color: Must be a hex colour like #1a2b3c or #abc',
    '7Duplicate of line 2',
    // A refusal without words of its own gets the product's generic message.
    '9chain_id: Invalid input',
  ]);
  await page.getByTestId('coins-import-run').click();
  await expect(
    page.getByText('Added 3 coins and 3 addresses; 0 rows were already tracked; 4 lines with problems were left out.'),
  ).toBeVisible();
  await expect(page.getByTestId('coins-card')).toHaveCount(3);
  await expect(page.getByTestId('coins-count')).toHaveText('3 coins · 3 addresses');
  await expect(page.getByTestId('coins-card').filter({ hasText: 'USDC' }).getByTestId('coins-address-description')).toHaveText([
    'Treasury, main',
    'Says "hi"',
  ]);

  // The same file again would add nothing, and its preview says so before anything is imported.
  await importFile(page, 'mixed.csv', MIXED);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('mixed.csv: 4 good rows (4 already tracked), 4 with problems.');
  await expect(page.getByTestId('coins-import-preview')).toHaveCount(0);
  await expect(page.getByTestId('coins-import-run')).toHaveText('Import 0 rows');
  await expect(page.getByTestId('coins-import-run')).toBeDisabled();
  await expect(page.getByTestId('coins-count')).toHaveText('3 coins · 3 addresses');

  // A file with one row more: only that row is to be imported, and the notice counts the rest as tracked.
  const oneMore = `${MIXED}\r\nUSDC,USD Coin,${TOKEN},1,${wallet(9)},Cold,#123456`;
  // The panel is still open: the file is chosen again in it.
  await page.getByTestId('coins-import-file').setInputFiles({ name: 'more.csv', mimeType: 'text/plain', buffer: Buffer.from(oneMore) });
  await expect(page.getByTestId('coins-import-summary')).toHaveText('more.csv: 5 good rows (4 already tracked), 4 with problems.');
  await expect(page.getByTestId('coins-import-preview').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
  await expect(
    page.getByText('Added 0 coins and 1 address; 4 rows were already tracked; 4 lines with problems were left out.'),
  ).toBeVisible();
  await expect(page.getByTestId('coins-count')).toHaveText('3 coins · 4 addresses');
});

test('a row with no chain_id goes on the chain the Add coin form starts on (the local stack’s Devnet), named in the preview before importing', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await page.getByTestId('coins-add').click();
  await expect(page.getByLabel('Chain').locator('option:checked')).toHaveText('Devnet');
  await importFile(page, 'chains.csv', [HEADER, `DEV,No chain,${TOKEN},,,,`, `ETH,Ethereum coin,${TOKEN},1,,,`].join('\n'));
  const preview = page.getByTestId('coins-import-preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['Line', 'Ticker', 'Chain', 'Address', 'Description']);
  await expect(preview.locator('tbody td:nth-child(3)')).toHaveText(['Devnet', 'Ethereum']);
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('coins-card').filter({ hasText: 'DEV' }).getByTestId('coins-chain')).toHaveText('Devnet');
  expect(await restSelect(user, 'tracked_coins', 'select=coin_ticker,chain_id&order=coin_ticker')).toEqual([
    { coin_ticker: 'DEV', chain_id: 31337 },
    { coin_ticker: 'ETH', chain_id: 1 },
  ]);
});

test('a minified JSON file, all on one line, names its rows by position', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  const row = (n: number, address: string) => ({
    coin_ticker: 'USDC',
    coin_name: 'USD Coin',
    coin_address: TOKEN,
    chain_id: 1,
    address,
    description: `Wallet ${n}`,
    color: '#abc',
  });
  const rows = [row(1, wallet(1)), row(2, '0x12'), row(3, wallet(3)), row(1, wallet(1)), row(5, wallet(5))];
  await importFile(page, 'coins.json', JSON.stringify(rows));
  await expect(page.getByTestId('coins-import-summary')).toHaveText('coins.json: 3 good rows, 2 with problems.');
  const problems = page.getByTestId('coins-import-problems');
  await expect(problems.getByRole('columnheader').first()).toHaveText('Row');
  await expect(page.getByTestId('coins-import-problem')).toHaveText(['2address: Must be valid address', '4Duplicate of row 1']);
  const preview = page.getByTestId('coins-import-preview');
  await expect(preview.getByRole('columnheader').first()).toHaveText('Row');
  await expect(preview.locator('tbody tr td:first-child')).toHaveText(['1', '3', '5']);
  await expect(preview.locator('tbody tr td:last-child')).toHaveText(['Wallet 1', 'Wallet 3', 'Wallet 5']);
});

test('a JSON file broken on one line (a comma missing) names that line, not the first', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  const row = (n: number) =>
    JSON.stringify({ coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN, chain_id: 1, address: wallet(n) });
  await importFile(page, 'broken.json', ['[', `${row(1)},`, row(2), row(3), ']'].join('\n'));
  await expect(page.getByTestId('coins-import-problem')).toHaveText([/^4Not valid JSON: /]);
});

test('an Excel workbook chosen instead of a CSV is named as one, with how to save it as CSV', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // The start of every .xlsx: a ZIP's local file header.
  const workbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.from('[Content_Types].xml')]);
  await importFile(page, 'coins.xlsx', workbook);
  // In the panel, where a file's other problems are, not in a notice that goes after a few seconds.
  await expect(page.getByTestId('coins-import-refused')).toHaveText(
    'Not a CSV or JSON file. coins.xlsx is a spreadsheet workbook. In your spreadsheet app, save it as CSV (UTF-8), then choose that file.',
  );
  await expect(page.getByTestId('notification').filter({ hasText: 'Not a CSV or JSON file' })).toHaveCount(0);
  await expect(page.getByTestId('coins-import-summary')).toHaveCount(0);
});

test('an image chosen under “All files” is said to be no CSV or JSON file, once, with no row problems', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  // A 1×1 PNG: its signature, then chunks whose lengths and sizes hold NUL bytes.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await importFile(page, 'picture.png', png);
  await expect(page.getByTestId('coins-import-refused')).toHaveText(
    'Not a CSV or JSON file. picture.png looks like a PNG image. Choose a CSV file (in a spreadsheet app, save it as CSV UTF-8) or a JSON file exported from Coinwatch.',
  );
  await expect(page.getByTestId('coins-import-summary')).toHaveCount(0);
  await expect(page.getByTestId('coins-import-problems')).toHaveCount(0);
  await expect(page.getByTestId('coins-import-run')).toBeDisabled();
});

test('a file whose header lacks columns says so once, as what is wrong with the file rather than a row, and imports nothing', async ({
  page,
}) => {
  await openHomeAs(page, await createCoinsUser());
  await importFile(page, 'coins.csv', ['ticker,name,contract,chain_id,address', `USDC,USD Coin,${TOKEN},1,${wallet(1)}`].join('\n'));
  await expect(page.getByTestId('coins-import-summary')).toHaveText(
    'coins.csv: nothing in it can be imported. The columns “ticker”, “name”, and “contract” are not ones Coinwatch reads: their values are left out.',
  );
  await expect(page.getByTestId('coins-import-problem')).toHaveText([
    '1Missing column coin_ticker',
    '1Missing column coin_name',
    '1Missing column coin_address',
  ]);
  await expect(page.getByTestId('coins-import-problems').locator('caption')).toHaveText('What is wrong with the file');
  await expect(page.getByTestId('coins-import-run')).toBeDisabled();
});

test('a file with a header and no rows, or an empty JSON array, says it has no rows, as an empty file says it is empty', async ({
  page,
}) => {
  await openHomeAs(page, await createCoinsUser());
  await importFile(page, 'header.csv', `${HEADER}\r\n`);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('header.csv: nothing in it can be imported.');
  await expect(page.getByTestId('coins-import-problem')).toHaveText(['1The file has no rows']);
  await importFile(page, 'none.json', '[]', false);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('none.json: nothing in it can be imported.');
  await expect(page.getByTestId('coins-import-problem')).toHaveText(['1The file has no rows']);
  await expect(page.getByTestId('coins-import-run')).toBeDisabled();
});

test('a row cut short is said to have too few cells, not a wrong coin_address', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  await importFile(page, 'short.csv', [HEADER, 'short,row', `USDC,USD Coin,${TOKEN},1,${wallet(1)}`].join('\n'));
  await expect(page.getByTestId('coins-import-summary')).toHaveText('short.csv: 1 good row, 1 with problems.');
  await expect(page.getByTestId('coins-import-problem')).toHaveText([
    '22 cells where the header has 7 columns: the row ends before coin_address',
  ]);
});

test('a column the import does not read is named before importing, not dropped unsaid', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // Another app's export: the addresses under a name of its own.
  await importFile(
    page,
    'other-app.csv',
    ['coin_ticker,coin_name,coin_address,wallet_address', `USDC,USD Coin,${TOKEN},${wallet(1)}`].join('\n'),
  );
  await expect(page.getByTestId('coins-import-summary')).toHaveText(
    'other-app.csv: 1 good row, 0 with problems. The column “wallet_address” is not one Coinwatch reads: its values are left out.',
  );
});

test('files from spreadsheets: an old Mac’s line ends, and Excel’s “CSV (Comma delimited)” with a stray quote, read as Windows-1252 and said so, the quote’s line refused and the lines after it imported', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  const row = (n: number, description: string) => `USDC,USD Coin,${TOKEN},1,${wallet(n)},${description},#abc`;
  const previewCells = (column: 'first' | 'last') => page.getByTestId('coins-import-preview').locator(`tbody td:${column}-child`);

  await importFile(page, 'mac.csv', [HEADER, row(1, 'Mac one'), row(2, 'Mac two')].join('\r'));
  await expect(page.getByTestId('coins-import-summary')).toHaveText('mac.csv: 2 good rows, 0 with problems.');
  await expect(previewCells('first')).toHaveText(['2', '3']);

  const cp1252 = (text: string) =>
    Buffer.from([...text].map((c) => ({ '“': 0x93, '”': 0x94, '–': 0x96, '€': 0x80 })[c] ?? c.charCodeAt(0)));
  const excel = [HEADER, row(1, '“Kühlschrank” – 5€'), row(2, '"Main" wallet'), row(3, 'After'), ''].join('\r\n');
  await importFile(page, 'excel.csv', cp1252(excel), false);
  await expect(page.getByTestId('coins-import-summary')).toHaveText(
    'excel.csv: 2 good rows, 1 with problems. It is not UTF-8 text, so it was read as Windows-1252, what Excel’s “CSV (Comma delimited)” writes. If letters look wrong below, save it as “CSV UTF-8” and choose it again.',
  );
  await expect(page.getByTestId('coins-import-problem')).toHaveText([
    '3A quote inside a field that is not in quotes: put the whole field in quotes and write each quote inside it twice, as in """Main"" wallet"',
  ]);
  // The Mac file's rows are gone from the preview: only this file's, by their lines.
  await expect(previewCells('first')).toHaveText(['2', '4']);
  await expect(previewCells('last')).toHaveText(['“Kühlschrank” – 5€', 'After']);
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 2 addresses');
  expect(await restSelect(user, 'tracked_addresses', 'select=description&order=description')).toEqual([
    { description: 'After' },
    { description: '“Kühlschrank” – 5€' },
  ]);
});

test('a file fixed after its preview and chosen again is read again', async ({ page }, testInfo) => {
  await openHomeAs(page, await createCoinsUser());
  const path = testInfo.outputPath('coins.csv');
  await writeFile(
    path,
    [HEADER, `USDC,USD Coin,${TOKEN},1,${wallet(1)},Treasury,#abc`, `USDC,USD Coin,${TOKEN},1,0x12,Typo,#fff`].join('\n'),
  );
  await page.getByTestId('coins-import-open').click();
  const file = page.getByTestId('coins-import-file');
  await file.setInputFiles(path);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('coins.csv: 1 good row, 1 with problems.');

  // The user mends the typo in their editor and chooses the same file: the browser sees the same path.
  await writeFile(
    path,
    [HEADER, `USDC,USD Coin,${TOKEN},1,${wallet(1)},Treasury,#abc`, `USDC,USD Coin,${TOKEN},1,${wallet(2)},Fixed,#fff`].join('\n'),
  );
  await file.setInputFiles(path);
  await expect(page.getByTestId('coins-import-summary')).toHaveText('coins.csv: 2 good rows, 0 with problems.');
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 2 addresses');
});

test('an import raced by another tab counts each row once: its own as added, the other tab’s as already tracked', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // Between this import's coins and its addresses, another tab adds one of the file's addresses:
  // the addresses are refused as a duplicate, and the import reads the list again and retries.
  let raced = false;
  await page.route('**/rest/v1/tracked_addresses*', async (route) => {
    if (!raced && route.request().method() === 'POST') {
      raced = true;
      const [first] = route.request().postDataJSON() as Array<{ coin_id: string; address: string }>;
      await restInsert(user, 'tracked_addresses', [
        { coin_id: first?.coin_id, address: first?.address, description: 'Other tab', color: '#abc' },
      ]);
    }
    await route.continue();
  });
  const file = [
    HEADER,
    `USDC,USD Coin,${TOKEN},1,${wallet(1)},One,#abc`,
    `USDC,USD Coin,${TOKEN},1,${wallet(2)},Two,#abc`,
    `EMPTY,No addresses,${TOKEN},1,,,`,
  ].join('\r\n');
  await importFile(page, 'raced.csv', file);
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByText('Added 2 coins and 1 address; 1 row was already tracked.')).toBeVisible();
  await expect(page.getByTestId('coins-count')).toHaveText('2 coins · 2 addresses');
  expect(raced).toBe(true);
});

test('a file whose rows carry long descriptions in a script of several bytes a letter is imported whole, and brought back whole by Undo, not stopped at the API’s size limit', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // 2,000 rows of 200 three-byte letters: 1.2 MB of descriptions alone, past the API’s 1 MB a request.
  const description = (n: number) => `${String(n).padStart(4, '0')}${'財'.repeat(196)}`;
  const rows = Array.from({ length: 2_000 }, (_, n) => `USDC,USD Coin,${TOKEN},1,${wallet(n + 1)},${description(n)},#abc`);
  await importFile(page, 'long.csv', [HEADER, ...rows].join('\n'));
  await expect(page.getByTestId('coins-import-summary')).toHaveText('long.csv: 2,000 good rows, 0 with problems.');
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByText('Added 1 coin and 2,000 addresses; 0 rows were already tracked.')).toBeVisible({ timeout: 30_000 });
  expect(await page.getByTestId('notification').filter({ hasText: 'Import stopped' }).count()).toBe(0);
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 2,000 addresses');

  // Deleted and brought back with Undo: all of its addresses come back too.
  await page.getByTestId('coins-delete').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-card')).toHaveCount(0);
  await page.getByTestId('notification').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 2,000 addresses');
  // Written back in several requests: the 2,000th address is stored once the last is answered.
  await expect.poll(async () => (await restSelect(user, 'tracked_addresses', 'select=id&offset=1999')).length, { timeout: 20_000 }).toBe(1);
  // Said done, and not also failed (notifications do not outlive a reload: checked before it).
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back' })).toBeVisible();
  await expect(page.getByTestId('notification').filter({ hasText: 'Could not bring back' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 2,000 addresses');
});

for (const format of ['csv', 'json'] as const) {
  test(`export as ${format} and re-import gives the same list`, async ({ browser }) => {
    const first = await browser.newPage();
    await openHomeAs(first, await createCoinsUser());
    await importFile(first, 'mixed.csv', MIXED);
    await first.getByTestId('coins-import-run').click();
    await expect(first.getByTestId('coins-count')).toHaveText('3 coins · 3 addresses');
    const exported = await exportFile(first, format);
    // A CSV opens with a UTF-8 byte-order mark, without which Excel garbles accented descriptions.
    expect(exported.startsWith('\uFEFF')).toBe(format === 'csv');
    // What was imported is in it (an export that lost descriptions would still equal its re-import's).
    const quoted = format === 'csv' ? '"Says ""hi"""' : JSON.stringify('Says "hi"');
    for (const text of ['"Treasury, main"', quoted, wallet(1), wallet(4), '#0f0'])
      expect(exported.toLowerCase()).toContain(text.toLowerCase());

    const second = await browser.newPage();
    await openHomeAs(second, await createCoinsUser());
    await importFile(second, `coins.${format}`, exported);
    await expect(second.getByTestId('coins-import-summary')).toHaveText(`coins.${format}: 4 good rows, 0 with problems.`);
    await second.getByTestId('coins-import-run').click();
    await expect(second.getByTestId('coins-count')).toHaveText('3 coins · 3 addresses');
    expect(await exportFile(second, format)).toBe(exported);
  });
}

test('a coin added elsewhere under a file’s ticker after the preview: its rows are left out and the notice says so, not merged into that coin', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await importFile(
    page,
    'new.csv',
    [HEADER, `NEW1,File name,${TOKEN},1,${wallet(1)},from file,#abc`, `OK,Fine,${TOKEN},1,${wallet(2)},ok,#abc`].join('\n'),
  );
  await expect(page.getByTestId('coins-import-summary')).toHaveText('new.csv: 2 good rows, 0 with problems.');
  // Another tab (or device) adds a different coin under the same ticker before Import is pressed.
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'new1', coin_name: 'Other tab coin', coin_address: wallet(9), chain_id: 8453 }]);
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Import finished, not all of it' })).toContainText(
    'Added 1 coin and 1 address; 0 rows were already tracked. 1 row was left out: since the preview, a coin with another name, contract or chain is tracked under the same ticker. Choose the file again to see which.',
  );
  expect(await restSelect(user, 'tracked_addresses', 'select=description')).toEqual([{ description: 'ok' }]);
});

test('a coin added elsewhere under a file’s ticker while the import runs: the retry leaves its rows out too, not merged into that coin', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // Between the import's read of the list and its coins, another tab adds a different coin under
  // one of the file's tickers: the coins are refused as a duplicate, and the import retries.
  let raced = false;
  await page.route('**/rest/v1/tracked_coins*', async (route) => {
    if (!raced && route.request().method() === 'POST') {
      raced = true;
      await restInsert(user, 'tracked_coins', [
        { coin_ticker: 'NEW1', coin_name: 'Other tab coin', coin_address: wallet(9), chain_id: 8453 },
      ]);
    }
    await route.continue();
  });
  await importFile(
    page,
    'raced.csv',
    [HEADER, `NEW1,File name,${TOKEN},1,${wallet(1)},from file,#abc`, `OK,Fine,${TOKEN},1,${wallet(2)},ok,#abc`].join('\n'),
  );
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Import finished, not all of it' })).toContainText(
    'Added 1 coin and 1 address; 0 rows were already tracked. 1 row was left out: since the preview, a coin with another name, contract or chain is tracked under the same ticker.',
  );
  expect(raced).toBe(true);
  expect(await restSelect(user, 'tracked_addresses', 'select=description')).toEqual([{ description: 'ok' }]);
});

test('an import the database refuses twice stops, and says why and what it added in two sentences', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // Every address write is refused as a duplicate, the first try and the retry.
  await page.route('**/rest/v1/tracked_addresses*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23505',
            details: null,
            hint: null,
            message: 'duplicate key value violates unique constraint "tracked_addresses_coin_id_address_key"',
          }),
        })
      : route.continue(),
  );
  await importFile(page, 'refused.csv', [HEADER, `USDC,USD Coin,${TOKEN},1,${wallet(1)},One,#abc`].join('\n'));
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Import stopped' })).toContainText(
    'This address is already in this coin. Added 1 coin and 0 addresses; 0 rows were already tracked.',
  );
});

for (const { held, answerLate, landed } of [
  { held: 'whose first write’s answer comes late', answerLate: true, landed: [{ coin_ticker: 'SWAP' }] },
  // Refused then (the session it was sent with has ended): not sent again as the account signed in now.
  { held: 'whose first write reaches the server late', answerLate: false, landed: [] },
]) {
  test(`an import ${held}, while another tab signs out and another account signs in writes nothing into that account, and tells it nothing`, async ({
    page,
    context,
  }) => {
    const [first, second] = [await createCoinsUser(), await createCoinsUser()];
    await openHomeAs(page, first);
    const coins = await holdRequests(page, '**/rest/v1/tracked_coins*', { method: 'POST', answerLate, firstOnly: true });
    await importFile(page, 'switched.csv', [HEADER, `SWAP,Switched,${TOKEN},1,${wallet(1)},First's wallet,#abc`].join('\n'));
    await page.getByTestId('coins-import-run').click();
    await expect.poll(() => coins.sent).toBe(1);
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Sign out', exact: true }).first().click();
    await expect(other).toHaveURL(/\/login$/);
    await openHomeAs(other, second);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const quiet = watchQuiet(page, /\/(rest|auth)\/v1\//);
    coins.release();
    await quiet();
    expect(await restSelect(first, 'tracked_coins', 'select=coin_ticker')).toEqual(landed);
    await other.reload();
    await expect(other.getByTestId('coins-empty')).toBeVisible();
    expect(await restSelect(second, 'tracked_coins', 'select=coin_ticker')).toEqual([]);
    expect(await restSelect(second, 'tracked_addresses', 'select=description')).toEqual([]);
    await expect(page.getByTestId('notification').filter({ hasText: 'Import' })).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the import’s preview wraps its addresses and descriptions instead of widening the page', async ({ page }) => {
    const user = await createCoinsUser();
    await openHomeAs(page, user);
    const long = 'A description as long as people write them about the treasury and its cold storage';
    await importFile(
      page,
      'phone.csv',
      [HEADER, `USDC,USD Coin,${TOKEN},1,${wallet(1)},${long},#abc`, `USDC,USD Coin,${TOKEN},1,0x12,${long},#abc`].join('\n'),
    );
    await expect(page.getByTestId('coins-import-preview')).toBeVisible();
    await expect(page.getByTestId('coins-import-problems')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
