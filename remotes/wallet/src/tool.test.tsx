import { resolveChains, ToolHostSchema, ToolMetaSchema } from '@coinwatch/shared';
import { fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { afterEach, expect, it, rs } from '@rstest/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, disconnectWallet } from './features/connection/connection.ts';
import { announceWallet, rejects, TEST_ACCOUNT } from './testing/announceWallet.ts';
import Tool, { toolMeta } from './tool.tsx';

// Balances of a connected account are read from each chain's node: here nothing answers, at once.
const offline = { rpcHttp: 'http://127.0.0.1:9' };
const offlineChains = resolveChains({ '1': offline, '8453': offline, '31337': offline });

afterEach(async () => {
  cleanup();
  await disconnectWallet();
  localStorage.clear();
});

it('declares itself under this contract and renders below the base path the host gives it', () => {
  expect(ToolMetaSchema.parse(toolMeta)).toEqual({ id: 'wallet', title: 'Wallet', contractVersion: 1 });
  const { host } = fakeToolHost('wallet');
  expect(ToolHostSchema.safeParse(host).success).toBe(true);
  renderTool(Tool, host);
  expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
});

it('tells the host when its path is none of its pages, and says so itself to a host that cannot show a 404', async () => {
  const notFound = rs.fn();
  const { host } = fakeToolHost('wallet', [], { notFound });
  renderTool(Tool, host, '/tools/wallet/no-such-page');
  expect(notFound).toHaveBeenCalledTimes(1);
  cleanup();
  const older = fakeToolHost('wallet');
  renderTool(Tool, older.host, '/tools/wallet/no-such-page');
  expect(screen.getByRole('alert').textContent).toContain('Page not found.');
  await userEvent.click(screen.getByRole('button', { name: 'Go to the tool’s first page' }));
  expect(older.navigations).toEqual(['/tools/wallet']);
});

it('connects an announced wallet and follows its account and network changes', async () => {
  const wallet = announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1', wallet_revokePermissions: () => null },
    { name: 'Scripted Wallet', rdns: 'dev.scripted' },
  );
  const { host } = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Scripted Wallet' }));
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
  expect(screen.getByTestId('wallet-network').textContent).toBe('Ethereum');
  expect(localStorage.getItem('coinwatch:wallet')).toBe('{"rdns":"dev.scripted"}');

  wallet.emit('chainChanged', '0x2105');
  await waitFor(() => expect(screen.getByTestId('wallet-network').textContent).toBe('Base'));
  wallet.emit('chainChanged', '0x5');
  await waitFor(() => expect(screen.getByTestId('wallet-network').textContent).toBe('Unknown network (chain id 5)'));
  expect(screen.getByText('Coinwatch cannot read this network. Switch your wallet to one of these:')).toBeTruthy();
  // Malformed event values are ignored; no accounts left means the site lost its access.
  wallet.emit('accountsChanged', ['not an address']);
  await waitFor(() => expect(connection.status).toBe('disconnected'));
  expect(await screen.findByRole('button', { name: 'Connect Scripted Wallet' })).toBeTruthy();
});

it('tells the user when they rejected the connection in the wallet, and stays usable', async () => {
  announceWallet({ eth_requestAccounts: rejects(4001, 'User rejected the request.') }, { name: 'Refusing Wallet', rdns: 'dev.refusing' });
  const { host, notifications } = fakeToolHost('wallet');
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Refusing Wallet' }));
  await waitFor(() => expect(notifications).toHaveLength(1));
  expect(notifications[0]).toMatchObject({
    icon: 'Error',
    primaryText: 'Connection failed: The request was rejected in the wallet',
    secondaryText: 'You rejected the request in your wallet.',
  });
  expect(screen.getByRole('button', { name: 'Connect Refusing Wallet' })).toBeTruthy();
  expect(localStorage.getItem('coinwatch:wallet')).toBeNull();
});
