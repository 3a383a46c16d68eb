import { messages, resolveChains } from '@coinwatch/shared';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PasteTokenForm } from './PasteTokenForm.tsx';

function Opened() {
  const location = useLocation();
  return <p data-testid="opened">{`${location.pathname}${location.search}`}</p>;
}

const renderForm = (homeChainId?: number) =>
  render(
    <MemoryRouter initialEntries={['/tools/txns']}>
      <Routes>
        <Route path="/tools/txns" element={<PasteTokenForm chains={resolveChains()} homeChainId={homeChainId} />} />
        <Route path="/tools/txns/*" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => cleanup());

describe('paste a token', () => {
  it("says 'Must be valid address' for a token of 39 hex digits and stays", async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('txns-paste-token'), `0x${'a'.repeat(39)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    expect(screen.getByText('Must be valid address')).toBeTruthy();
    expect(screen.queryByTestId('opened')).toBeNull();
  });

  it('takes the keyboard to the field to mend, which a screen reader reads with its message', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Token address'), `0x${'a'.repeat(40)}`);
    await userEvent.type(screen.getByLabelText('Address (optional)'), '0x123');
    await userEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    const address = screen.getByRole('textbox', { name: 'Address (optional)' });
    expect(document.activeElement).toBe(address);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Must be valid address');
    expect(screen.getByRole('textbox', { name: 'Token address' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('opens the token (and the address) in lower case with the chosen chain, spaces and a missing 0x forgiven', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('txns-paste-token'), ` ${'AB'.repeat(20)} `);
    // anvil's first account, EIP-55 checksummed
    await userEvent.type(screen.getByTestId('txns-paste-address'), '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    await userEvent.selectOptions(screen.getByTestId('txns-paste-chain'), '31337');
    await userEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    expect(screen.getByTestId('opened').textContent).toBe(
      `/tools/txns/0x${'ab'.repeat(20)}/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266?chain=31337`,
    );
  });

  it('starts on the host’s home chain (a local stack’s devnet, where its demo tokens are), else the first', () => {
    renderForm(31337);
    expect(screen.getByTestId('txns-paste-chain')).toHaveProperty('value', '31337');
    cleanup();
    renderForm();
    expect(screen.getByTestId('txns-paste-chain')).toHaveProperty('value', '1');
  });

  it('refuses an address whose capitals do not match its checksum, instead of opening it in lower case', async () => {
    renderForm();
    // anvil's first account with one capital dropped
    await userEvent.type(screen.getByTestId('txns-paste-token'), '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266');
    await userEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    expect(screen.getByText(messages.addressChecksum)).toBeTruthy();
    expect(screen.queryByTestId('opened')).toBeNull();
  });

  it('enters the field to mend after its message shows, also when Enter was pressed in it', async () => {
    renderForm();
    const token = screen.getByRole('textbox', { name: 'Token address' });
    // What a screen reader would read with each focus: the field's message, if one is tied to it.
    const heard: Array<string | null> = [];
    token.addEventListener('focus', () => heard.push(token.getAttribute('aria-describedby')));
    await userEvent.type(token, '0x123{Enter}');
    expect(document.activeElement).toBe(token);
    expect(heard.length).toBe(2);
    expect(heard[1]).toBeTruthy();
    await userEvent.type(token, '4{Enter}');
    expect(heard.length).toBe(3);
  });
});
