import { defaultChains } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoinForm, DUPLICATE_TICKER } from './CoinForm.tsx';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';

function setup(overrides: Partial<Parameters<typeof CoinForm>[0]> = {}) {
  const onSubmit = rstest.fn(async () => null as string | null);
  render(
    <CoinForm
      chains={defaultChains}
      submitLabel="Add coin"
      isTickerTaken={() => false}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...overrides}
    />,
  );
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add coin' }));
  return { onSubmit, fill, submit };
}

const messageOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby');
  return control.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(cleanup);

describe('CoinForm', () => {
  it('starts a new coin on the home chain (a local stack’s devnet), else the first; an edited coin on its own', () => {
    setup({ homeChainId: 31337 });
    expect(screen.getByLabelText('Chain')).toHaveProperty('value', '31337');
    cleanup();
    setup();
    expect(screen.getByLabelText('Chain')).toHaveProperty('value', '1');
    cleanup();
    setup({ homeChainId: 31337, initial: { coinTicker: 'ETH', coinName: 'Ether', coinAddress: TOKEN, chainId: 8453 } });
    expect(screen.getByLabelText('Chain')).toHaveProperty('value', '8453');
  });

  it('shows each field’s message beside it, tied with aria-describedby', async () => {
    const { submit, onSubmit } = setup();
    submit();
    await waitFor(() => expect(messageOf('Ticker')).toBe('Value is required'));
    expect(messageOf('Name')).toBe('Value is required');
    expect(messageOf('Contract address')).toBe('Must be valid address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves to the first bad field once its message shows, also from inside it, so a screen reader reads the two together', async () => {
    const { fill, submit } = setup();
    const ticker = screen.getByLabelText('Ticker');
    // What a screen reader reads as the focus arrives: the field's message at that moment.
    const heard: Array<string | undefined> = [];
    ticker.addEventListener('focus', () => heard.push(messageOf('Ticker')));
    submit();
    await waitFor(() => expect(heard).toEqual(['Value is required']));
    // Enter pressed in the field itself, the focus already there.
    fill('Ticker', 'T'.repeat(17));
    expect(document.activeElement).toBe(ticker);
    fireEvent.submit(ticker.closest('form') as HTMLFormElement);
    await waitFor(() => expect(heard).toEqual(['Value is required', 'The maximum length allowed is 16']));
  });

  it('keeps a coin’s chain that this app does not list when other fields are edited, and hands on what it opened with', async () => {
    const { fill, onSubmit } = setup({
      initial: { coinTicker: 'POL', coinName: 'Polygon coin', coinAddress: TOKEN, chainId: 137 },
      submitLabel: 'Save',
    });
    expect((screen.getByLabelText('Chain') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Chain 137 (not set up here)');
    fill('Name', 'Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { coinTicker: 'POL', coinName: 'Renamed', coinAddress: TOKEN, chainId: 137 },
        // So the save sends the name alone: another tab's change to the rest stays.
        { coinTicker: 'POL', coinName: 'Polygon coin', coinAddress: TOKEN, chainId: 137 },
      ),
    );
  });

  it('rewrites a full-width ticker saved before tickers were kept in NFKC, whatever else is edited', async () => {
    const { fill, onSubmit } = setup({
      initial: { coinTicker: 'ＰＯＬ', coinName: 'Polygon coin', coinAddress: TOKEN, chainId: 137 },
      submitLabel: 'Save',
    });
    fill('Name', 'Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { coinTicker: 'POL', coinName: 'Renamed', coinAddress: TOKEN, chainId: 137 },
        { coinTicker: 'ＰＯＬ', coinName: 'Polygon coin', coinAddress: TOKEN, chainId: 137 },
      ),
    );
  });

  it('rewrites a name saved with a trailing space before names were trimmed, whatever else is edited', async () => {
    const { fill, onSubmit } = setup({
      initial: { coinTicker: 'POL', coinName: 'Polygon coin ', coinAddress: TOKEN, chainId: 137 },
      submitLabel: 'Save',
    });
    fill('Ticker', 'POL2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The name differs from what it opened with, so it is sent trimmed beside the ticker: Postgres
    // checks the whole row on an update, and refused the ticker alone.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { coinTicker: 'POL2', coinName: 'Polygon coin', coinAddress: TOKEN, chainId: 137 },
        { coinTicker: 'POL', coinName: 'Polygon coin ', coinAddress: TOKEN, chainId: 137 },
      ),
    );
  });

  it('checks the lengths', async () => {
    const { fill, submit } = setup();
    fill('Ticker', 'T'.repeat(17));
    fill('Name', 'N'.repeat(65));
    submit();
    await waitFor(() => expect(messageOf('Ticker')).toBe('The maximum length allowed is 16'));
    expect(messageOf('Name')).toBe('The maximum length allowed is 64');
  });

  it('submits trimmed values with the chosen chain', async () => {
    const { fill, submit, onSubmit } = setup();
    fill('Ticker', ' USDC ');
    fill('Name', 'USD Coin');
    fill('Contract address', ` ${TOKEN} `);
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '8453' } });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ coinTicker: 'USDC', coinName: 'USD Coin', coinAddress: TOKEN, chainId: 8453 }, null),
    );
    expect(messageOf('Ticker')).toBeUndefined();
  });

  it('catches a taken ticker before sending, and shows the server’s duplicate message on the field', async () => {
    const taken = setup({ isTickerTaken: (t) => t.toUpperCase() === 'USDC' });
    taken.fill('Ticker', 'usdc');
    taken.fill('Name', 'x');
    taken.fill('Contract address', TOKEN);
    taken.submit();
    await waitFor(() => expect(messageOf('Ticker')).toBe(DUPLICATE_TICKER));
    expect(taken.onSubmit).not.toHaveBeenCalled();
    cleanup();

    const refused = setup({ onSubmit: async () => DUPLICATE_TICKER });
    refused.fill('Ticker', 'DAI');
    refused.fill('Name', 'Dai');
    refused.fill('Contract address', TOKEN);
    refused.submit();
    await waitFor(() => expect(messageOf('Ticker')).toBe(DUPLICATE_TICKER));
  });
});
