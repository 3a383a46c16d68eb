import { resolveChains } from '@coinwatch/shared';
import { fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { afterEach, expect, it } from '@rstest/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceWallet, TEST_ACCOUNT } from '../../testing/announceWallet.ts';
import { fakeSupabase } from '../../testing/fakeSupabase.ts';
import Tool from '../../tool.tsx';
import { connection, disconnectWallet } from './connection.ts';

const offline = { rpcHttp: 'http://127.0.0.1:9' };
const chains = resolveChains({ '1': offline, '8453': offline, '31337': offline });
const userId = '00000000-0000-4000-8000-000000000001';

afterEach(async () => {
  cleanup();
  await disconnectWallet();
  localStorage.clear();
});

const unusable = (expected: string) =>
  `Odd Wallet sent an answer Coinwatch cannot use (${expected}). Try another wallet, or update this one.`;

it('a malformed answer to Connect is named as the wallet’s, not as JavaScript’s, and the picker stays usable', async () => {
  const answers: Record<string, (params: unknown) => unknown> = { eth_chainId: () => '0x1' };
  announceWallet(answers, { name: 'Odd Wallet', rdns: 'dev.odd' });
  const { host, notifications, takenBack } = fakeToolHost('wallet', [], { chains });
  renderTool(Tool, host);
  const cases: Array<[string, () => unknown, string]> = [
    ['eth_requestAccounts', () => TEST_ACCOUNT, 'a list of addresses of 40 hex digits'],
    ['eth_requestAccounts', () => null, 'a list of addresses of 40 hex digits'],
    ['eth_requestAccounts', () => ['0xnothex'], 'a list of addresses of 40 hex digits'],
    ['eth_chainId', () => 'zzz', 'a network id in hex, such as 0x1'],
    ['eth_chainId', () => '0x', 'a network id in hex, such as 0x1'],
    ['eth_chainId', () => `0x${'ab'.repeat(20)}`, 'a network id in hex, such as 0x1'],
  ];
  for (const [method, answer, expected] of cases) {
    answers.eth_requestAccounts = () => [TEST_ACCOUNT.toLowerCase()];
    answers[method] = answer;
    const before = notifications.length;
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Odd Wallet' }));
    await waitFor(() => expect(notifications.length).toBe(before + 1));
    expect(notifications.at(-1), `${method} → ${String(answer())}`).toEqual({
      icon: 'Error',
      primaryText: 'Connection failed: The wallet’s answer cannot be used',
      secondaryText: unusable(expected),
    });
    expect(connection.status).toBe('disconnected');
  }
  // One failure shown at a time: each try's took back the one before, which stacked over the picker.
  expect(takenBack).toEqual(notifications.slice(0, -1));
  answers.eth_chainId = () => '0x1';
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Odd Wallet' }));
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
});

it('a malformed signature is named as the wallet’s answer, not as a signature by someone else', async () => {
  const answers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()],
    eth_chainId: () => '0x1',
  };
  announceWallet(answers, { name: 'Odd Wallet', rdns: 'dev.odd' });
  const { supabase } = fakeSupabase(userId, () => ({ status: 200, body: [] }));
  const { host, notifications } = fakeToolHost('wallet', [], { chains, supabase });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Odd Wallet' }));
  const ownership = await screen.findByTestId('wallet-ownership');
  await within(ownership).findByText('None yet.');
  for (const signature of [null, '0x1234', `0x${'zz'.repeat(65)}`, `0x${'ab'.repeat(64)}`, `0x${'ab'.repeat(65)}0`]) {
    answers.personal_sign = () => signature;
    const before = notifications.length;
    await userEvent.click(within(ownership).getByTestId('wallet-prove'));
    await waitFor(() => expect(notifications.length).toBe(before + 1));
    expect(notifications.at(-1), String(signature)).toEqual({
      icon: 'Error',
      primaryText: 'Signing failed: The wallet’s answer cannot be used',
      secondaryText: unusable('a signature of at least 65 bytes in hex'),
    });
    await waitFor(() => expect(within(ownership).getByTestId('wallet-prove').textContent).toBe('Sign to prove ownership'));
  }
});

it('an accountsChanged with entries but no address among them is ignored, as a malformed chainChanged is', async () => {
  const wallet = announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Odd Wallet', rdns: 'dev.odd' },
  );
  const { host } = fakeToolHost('wallet', [], { chains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Odd Wallet' }));
  await screen.findByTestId('wallet-account');
  for (const value of [['0xnothex'], [42, null], 'not a list', null]) wallet.emit('accountsChanged', value);
  wallet.emit('chainChanged', `0x${'f'.repeat(16)}`);
  expect(connection.status).toBe('connected');
  expect(connection.chainId).toBe(1);
  // The page too, once it has drawn whatever the events changed.
  await act(async () => {});
  expect(screen.getByTestId('wallet-account').textContent).toBe(TEST_ACCOUNT);
  expect(screen.getByTestId('wallet-network').textContent).toBe('Ethereum');
  // Entries that are no address are dropped from an event that has one.
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  wallet.emit('accountsChanged', ['0xnothex', other.toLowerCase()]);
  await waitFor(() => expect(screen.getByTestId('wallet-account').textContent).toBe(other));
  expect(connection.accounts).toEqual([other]);
});

it('a Connect refused because an earlier prompt is still open (-32002) connects once that prompt is answered', async () => {
  let answered = false;
  announceWallet(
    {
      eth_requestAccounts: () => {
        throw Object.assign(new Error('Request of type wallet_requestPermissions already pending'), { code: -32002 });
      },
      eth_accounts: () => (answered ? [TEST_ACCOUNT.toLowerCase()] : []),
      eth_chainId: () => '0x1',
    },
    { name: 'Busy Wallet', rdns: 'dev.busy' },
  );
  const { host, notifications, takenBack } = fakeToolHost('wallet', [], { chains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Busy Wallet' }));
  await waitFor(() =>
    expect(notifications.at(-1)).toEqual({
      icon: 'Error',
      primaryText: 'Not connected yet: A request is already pending in your wallet',
      secondaryText: 'Your wallet already has a request waiting: open it and answer that one first.',
    }),
  );
  expect(connection.status).toBe('connecting');
  expect(takenBack).toEqual([]);
  answered = true;
  expect((await screen.findByTestId('wallet-account', {}, { timeout: 3000 })).textContent).toBe(TEST_ACCOUNT);
  expect(notifications).toHaveLength(1);
  // Beside the connected wallet, "answer the prompt first" would say the opposite of the page.
  expect(takenBack).toEqual(notifications);
});
