import { defaultChains } from '@coinwatch/shared';
import { afterEach, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { notificationsState } from '../notifications/notificationsState.ts';
import { ImportPanel } from './ImportPanel.tsx';

afterEach(cleanup);

const HEADER = 'coin_ticker,coin_name,coin_address,chain_id,address,description,color';
const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';

/** A file whose bytes arrive when the test says: a large file the browser is still reading. */
function slowFile(name: string, text: string) {
  let arrive = () => {};
  const file = new File([text], name, { type: 'text/csv' });
  const bytes = file.arrayBuffer();
  Object.defineProperty(file, 'arrayBuffer', {
    value: () => new Promise<ArrayBuffer>((resolve) => (arrive = () => void bytes.then(resolve))),
  });
  return { file, arrive: () => arrive() };
}

it('shows (and would import) the file chosen last, even when an earlier choice is read after it', async () => {
  render(<ImportPanel chains={defaultChains} onClose={() => {}} />);
  const input = screen.getByTestId('coins-import-file');
  const large = slowFile('large.csv', `${HEADER}\nBIG,Big,${TOKEN},1,,,\nBIGGER,Bigger,${TOKEN},1,,,\n`);
  const small = slowFile('small.csv', `${HEADER}\nSMALL,Small,${TOKEN},1,,,\n`);
  fireEvent.change(input, { target: { files: [large.file] } });
  fireEvent.change(input, { target: { files: [small.file] } });
  await act(async () => small.arrive());
  expect((await screen.findByTestId('coins-import-summary')).textContent).toBe('small.csv: 1 good row, 0 with problems.');
  await act(async () => large.arrive());
  expect(screen.getByTestId('coins-import-summary').textContent).toBe('small.csv: 1 good row, 0 with problems.');
});

/** Chooses `file` in the panel and waits for what the panel says of it. */
async function choose(file: File) {
  fireEvent.change(screen.getByTestId('coins-import-file'), { target: { files: [file] } });
  await act(async () => {});
}

it('says in the panel, not in a notice that goes, that a workbook is no CSV, and how to save one', async () => {
  render(<ImportPanel chains={defaultChains} onClose={() => {}} />);
  await choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'coins.xlsx'));
  expect((await screen.findByTestId('coins-import-refused')).textContent).toBe(
    'Not a CSV or JSON file. coins.xlsx is a spreadsheet workbook. In your spreadsheet app, save it as CSV (UTF-8), then choose that file.',
  );
  expect(notificationsState.items).toEqual([]);
  expect(screen.queryByTestId('coins-import-summary')).toBeNull();
  // A CSV chosen next replaces the message with its preview.
  await choose(new File([`${HEADER}\nA,A,${TOKEN},1,,,\n`], 'coins.csv'));
  expect((await screen.findByTestId('coins-import-summary')).textContent).toBe('coins.csv: 1 good row, 0 with problems.');
  expect(screen.queryByTestId('coins-import-refused')).toBeNull();
});

it('says an image is no CSV or JSON file, once, without reading it as rows', async () => {
  render(<ImportPanel chains={defaultChains} onClose={() => {}} />);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  await choose(new File([png], 'picture.png'));
  expect((await screen.findByTestId('coins-import-refused')).textContent).toBe(
    'Not a CSV or JSON file. picture.png looks like a PNG image. Choose a CSV file (in a spreadsheet app, save it as CSV UTF-8) or a JSON file exported from Coinwatch.',
  );
  expect(screen.queryByTestId('coins-import-summary')).toBeNull();
  expect(screen.queryByTestId('coins-import-problems')).toBeNull();
  await choose(new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])], 'program'));
  expect(screen.getByTestId('coins-import-refused').textContent).toContain('program holds binary data, not text.');
});

it('says in the panel that a file could not be read', async () => {
  render(<ImportPanel chains={defaultChains} onClose={() => {}} />);
  const gone = new File(['x'], 'gone.csv');
  Object.defineProperty(gone, 'arrayBuffer', { value: () => Promise.reject(new DOMException('Moved', 'NotFoundError')) });
  await choose(gone);
  expect((await screen.findByTestId('coins-import-refused')).textContent).toBe(
    'Could not read the file. gone.csv could not be read. Choose it again, or another file.',
  );
  expect(notificationsState.items).toEqual([]);
});

it('puts a row with a blank chain on the home chain, as the Add coin form does, and names each row’s chain in the preview', async () => {
  render(<ImportPanel chains={defaultChains} homeChainId={31337} onClose={() => {}} />);
  await choose(new File([`${HEADER}\nDEV,Devnet coin,${TOKEN},,,,\nBASE,Base coin,${TOKEN},8453,,,\n`], 'coins.csv'));
  const preview = await screen.findByTestId('coins-import-preview');
  const cells = (column: number) => [...preview.querySelectorAll(`tbody td:nth-child(${column})`)].map((td) => td.textContent);
  expect(preview.querySelector('thead th:nth-child(3)')?.textContent).toBe('Chain');
  expect(cells(3)).toEqual(['Devnet', 'Base']);
});
