import { afterEach, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  render(<ImportPanel chainIds={[1]} onClose={() => {}} />);
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
