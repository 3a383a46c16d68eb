import { resolveChains, ToolHostSchema, ToolMetaSchema, type TrackedCoin } from '@coinwatch/shared';
import { fakeCoinsSource, fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { afterEach, expect, it, rs } from '@rstest/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, disconnectWallet, SILENT_TIMEOUT_MS } from './features/connection/connection.ts';
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
  expect(localStorage.getItem('coinwatch:user:wallet')).toBe(`{"rdns":"dev.scripted","userId":"${host.user.id}"}`);

  wallet.emit('chainChanged', '0x2105');
  await waitFor(() => expect(screen.getByTestId('wallet-network').textContent).toBe('Base'));
  wallet.emit('chainChanged', '0x5');
  await waitFor(() => expect(screen.getByTestId('wallet-network').textContent).toBe('Unknown network (chain id 5)'));
  expect(screen.getByText('Coinwatch cannot read this network. Switch your wallet to one of these:')).toBeTruthy();
  // No account is left (locked, or access removed).
  wallet.emit('accountsChanged', []);
  expect((await screen.findByTestId('wallet-no-account')).textContent).toContain('Scripted Wallet shares no account with Coinwatch now');
  // Unlocked, on another account: the page follows it.
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  wallet.emit('accountsChanged', [other.toLowerCase()]);
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(other);
  wallet.emit('accountsChanged', []);
  await screen.findByTestId('wallet-no-account');
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
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
  expect(localStorage.getItem('coinwatch:user:wallet')).toBeNull();
});

/** A coin on Ethereum, so the balances panel has a tracked coin to read beside the native one. */
const trackedOnEthereum = (): TrackedCoin => ({
  id: 'coin-1',
  userId: '00000000-0000-4000-8000-000000000001',
  chainId: 1,
  coinTicker: 'USDC',
  coinName: 'USD Coin',
  coinAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  createdAt: '2026-01-01T00:00:00Z',
  addresses: [],
});

it('says a balance read failed at the chain’s node, once, and reads again on Refresh or other coins (apart from its timer)', async () => {
  announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Balances Wallet', rdns: 'dev.balances' },
  );
  const coins = fakeCoinsSource([trackedOnEthereum()]);
  const { host, notifications } = fakeToolHost('wallet', [], { chains: offlineChains, coins });
  const { rerenderWith } = renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Balances Wallet' }));
  const balances = await screen.findByTestId('wallet-balances');
  await waitFor(() => expect(balances.getAttribute('data-status')).toBe('error'), { timeout: 10_000 });
  const said =
    'Cannot reach Ethereum’s node at 127.0.0.1:9. Check your connection; the node may be down. Read again every 15 s, or press Refresh.'.replace(
      '’',
      "'",
    );
  // Shown in the panel, announced once: by the notification, not by an alert of the panel too.
  expect(within(balances).getByText(said)).toBeTruthy();
  expect(within(balances).queryByRole('alert')).toBeNull();
  const balanceNotices = () => notifications.filter((n) => n.primaryText === 'Balances not read');
  expect(balanceNotices()).toEqual([{ icon: 'Error', primaryText: 'Balances not read', secondaryText: said }]);

  // The shell hands a new host when the theme changes: nothing is read again for that.
  rerenderWith({ ...host, theme: 'light', notify: (n) => void notifications.push(n) });
  expect(balances.getAttribute('data-status')).toBe('error');

  // The host reads the coins again on every return to the tab, handing the same coins anew.
  act(() => coins.set([trackedOnEthereum()]));
  expect(balances.getAttribute('data-status')).toBe('error');
  // Another coin on the chain is another read.
  act(() =>
    coins.set([trackedOnEthereum(), { ...trackedOnEthereum(), id: 'coin-2', coinTicker: 'DAI', coinAddress: `0x${'6b'.repeat(20)}` }]),
  );
  expect(balances.getAttribute('data-status')).toBe('loading');
  await waitFor(() => expect(balanceNotices()).toHaveLength(2), { timeout: 10_000 });
  await userEvent.click(within(balances).getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(balanceNotices()).toHaveLength(3), { timeout: 10_000 });
});

it('says when the proofs cannot be loaded, with a Retry, instead of claiming there are none', async () => {
  announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Proofs Wallet', rdns: 'dev.proofs' },
  );
  // The unit tests' supabase URL has no server behind it, so every read of the proofs fails.
  const { host, notifications } = fakeToolHost('wallet', [], { chains: offlineChains });
  const { rerenderWith } = renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Proofs Wallet' }));
  const ownership = await screen.findByTestId('wallet-ownership');
  const alert = await within(ownership).findByRole('alert', {}, { timeout: 20_000 });
  expect(alert.textContent).toContain('Could not load your proofs: Could not reach the server. Check your connection and try again.');
  expect(within(ownership).queryByText('None yet.')).toBeNull();
  const proofNotices = () => notifications.filter((n) => n.primaryText === 'Cannot load your proofs');
  expect(proofNotices()).toHaveLength(1);
  expect(proofNotices()[0]?.secondaryText).toContain('Press Retry below Proven addresses.');
  // A new host for another theme reads nothing again: the problem stays as it was.
  rerenderWith({ ...host, theme: 'light', notify: (n) => void notifications.push(n) });
  expect(within(ownership).getByRole('alert')).toBe(alert);

  // Retry reads again (supabase-js itself retries a failed read for about 7 s before this).
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(within(ownership).queryByRole('alert')).toBeNull();
  expect(within(ownership).getByText('Loading…').getAttribute('role')).toBe('status');
}, 30_000);

it('says nothing about which of the user’s coins track the account until the host has read them', async () => {
  announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Early Wallet', rdns: 'dev.early' },
  );
  const coins = fakeCoinsSource(null);
  const { host } = fakeToolHost('wallet', [], { chains: offlineChains, coins });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Early Wallet' }));
  const ownership = await screen.findByTestId('wallet-ownership');
  expect(ownership.textContent).not.toContain('You do not track it');
  expect(within(screen.getByTestId('wallet-balances')).getByText('Loading your coins…').getAttribute('role')).toBe('status');

  const treasury = {
    id: 'address-1',
    address: TEST_ACCOUNT.toLowerCase(),
    description: 'Treasury',
    color: '#123456',
    createdAt: '2026-01-01T00:00:00Z',
  };
  act(() => coins.set([{ ...trackedOnEthereum(), addresses: [treasury] }]));
  expect(ownership.textContent).toContain('You track it as USDC · Treasury.');
  expect(within(screen.getByTestId('wallet-balances')).queryByText('Loading your coins…')).toBeNull();
});

it('a remembered wallet that never answers leaves every Connect button usable, and a click wins over it', async () => {
  localStorage.setItem('coinwatch:user:wallet', `{"rdns":"dev.asleep","userId":"${fakeToolHost('wallet').host.user.id}"}`);
  announceWallet({ eth_accounts: () => new Promise(() => {}) }, { name: 'Asleep Wallet', rdns: 'dev.asleep' });
  announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Awake Wallet', rdns: 'dev.awake' },
  );
  const { host } = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, host);
  expect((await screen.findByRole('status')).textContent).toBe('Reconnecting to Asleep Wallet…');
  await userEvent.click(screen.getByRole('button', { name: 'Connect Awake Wallet' }));
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
  expect(localStorage.getItem('coinwatch:user:wallet')).toBe(`{"rdns":"dev.awake","userId":"${fakeToolHost('wallet').host.user.id}"}`);
});

it('a wallet that shares no account when asked says so, instead of doing nothing', async () => {
  announceWallet({ eth_requestAccounts: () => [] }, { name: 'Empty Wallet', rdns: 'dev.empty' });
  const { host, notifications } = fakeToolHost('wallet');
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Empty Wallet' }));
  await waitFor(() =>
    expect(notifications).toEqual([
      {
        icon: 'Error',
        primaryText: 'Connection failed',
        secondaryText: 'Empty Wallet shared no account with Coinwatch. Unlock it and choose an account in it, then connect again.',
      },
    ]),
  );
  expect(screen.getByRole('button', { name: 'Connect Empty Wallet' })).toBeTruthy();
});

/** A wallet connected, then locked (it shares no account now): the page offers Connect again. `answers` can be changed. */
async function lockedWallet(name: string) {
  const answers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()],
    eth_chainId: () => '0x1',
  };
  const wallet = announceWallet(answers, { name, rdns: `dev.${name.toLowerCase().replace(/\W/g, '')}` });
  const { host, notifications } = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: `Connect ${name}` }));
  await screen.findByTestId('wallet-account');
  wallet.emit('accountsChanged', []);
  await screen.findByTestId('wallet-no-account');
  return { answers, wallet, notifications };
}

it('a locked wallet whose Connect again is refused is kept: unlocking it later still brings the page back', async () => {
  const { answers, wallet, notifications } = await lockedWallet('Locking Wallet');

  answers.eth_requestAccounts = rejects(4001, 'User rejected the request.');
  await userEvent.click(screen.getByRole('button', { name: 'Connect again' }));
  await waitFor(() =>
    expect(notifications.map((n) => n.primaryText)).toContain('Connection failed: The request was rejected in the wallet'),
  );
  expect(screen.getByTestId('wallet-no-account')).toBeTruthy();
  wallet.emit('accountsChanged', [TEST_ACCOUNT.toLowerCase()]);
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
});

it('a connection made for the last user of the page, signed out and in again without a reload, is not shown to the next', async () => {
  // A wallet that would hand its account over without a prompt (eth_accounts), as an unlocked one does.
  announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_accounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Shared Wallet', rdns: 'dev.shared' },
  );
  const first = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, first.host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Shared Wallet' }));
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
  cleanup();

  const next = fakeToolHost('wallet', [], {
    chains: offlineChains,
    user: { id: '00000000-0000-4000-8000-000000000002', email: 'next@example.com', displayName: '' },
  });
  renderTool(Tool, next.host);
  expect(await screen.findByRole('button', { name: 'Connect Shared Wallet' })).toBeTruthy();
  expect(screen.queryByTestId('wallet-account')).toBeNull();
  // Nor reconnected without a prompt: what was remembered was the last user's.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('wallet-account')).toBeNull();
  expect(screen.queryByText(/Reconnecting to Shared Wallet/)).toBeNull();
});

it('a wallet that ends the last user’s connection after they signed out tells the next user nothing of it', async () => {
  const wallet = announceWallet(
    { eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => '0x1' },
    { name: 'Ending Wallet', rdns: 'dev.ending' },
  );
  const first = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, first.host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Ending Wallet' }));
  await screen.findByTestId('wallet-account');
  cleanup();
  // Signed out; the wallet then says it lost every network.
  wallet.emit('disconnect', { code: 4900, message: 'Disconnected from all chains.' });

  const next = fakeToolHost('wallet', [], {
    chains: offlineChains,
    user: { id: '00000000-0000-4000-8000-000000000002', email: 'next@example.com', displayName: '' },
  });
  renderTool(Tool, next.host);
  expect(await screen.findByRole('button', { name: 'Connect Ending Wallet' })).toBeTruthy();
  await act(async () => {});
  expect(next.notifications.map((n) => n.primaryText)).not.toContain('Wallet disconnected');
});

it('a switch the wallet refuses after the user pressed Disconnect says nothing: the connection it was for is gone', async () => {
  let refuse: (error: unknown) => void = () => {};
  announceWallet(
    {
      eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()],
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
      wallet_revokePermissions: () => null,
    },
    { name: 'Switching Wallet', rdns: 'dev.switching' },
  );
  const { host, notifications } = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Switching Wallet' }));
  await screen.findByTestId('wallet-account');
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Base' }));
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
  expect(await screen.findByRole('button', { name: 'Connect Switching Wallet' })).toBeTruthy();
  await act(async () => {
    refuse(Object.assign(new Error('The requested account and/or method has not been authorized by the user.'), { code: 4100 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(notifications.map((n) => n.primaryText).filter((t) => t.startsWith('Switch to Base failed'))).toEqual([]);
});

it('a wallet without events (request() only) connects, and a network switch shows without a chainChanged', async () => {
  let chainId = '0x1';
  announceWallet(
    {
      eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: (params) => {
        chainId = (params as [{ chainId: string }])[0].chainId;
        return null;
      },
    },
    { name: 'Minimal Wallet', rdns: 'dev.minimal', events: false },
  );
  const { host, notifications } = fakeToolHost('wallet', [], { chains: offlineChains });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Minimal Wallet' }));
  expect((await screen.findByTestId('wallet-account')).textContent).toBe(TEST_ACCOUNT);
  expect(screen.getByTestId('wallet-network').textContent).toBe('Ethereum');
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Base' }));
  await waitFor(() => expect(screen.getByTestId('wallet-network').textContent).toBe('Base'));
  expect(notifications.map((n) => n.primaryText)).not.toContain('Connection failed');
});

it('a remembered wallet that shares its account but never says its network stops reconnecting after its deadline', async () => {
  rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    localStorage.setItem('coinwatch:user:wallet', `{"rdns":"dev.mute","userId":"${fakeToolHost('wallet').host.user.id}"}`);
    announceWallet(
      { eth_accounts: () => [TEST_ACCOUNT.toLowerCase()], eth_chainId: () => new Promise(() => {}) },
      { name: 'Mute Wallet', rdns: 'dev.mute' },
    );
    const { host } = fakeToolHost('wallet', [], { chains: offlineChains });
    renderTool(Tool, host);
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Reconnecting to Mute Wallet…');
    await act(async () => {
      await rs.advanceTimersByTimeAsync(SILENT_TIMEOUT_MS);
    });
    expect(screen.queryByText('Reconnecting to Mute Wallet…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Mute Wallet' })).toBeTruthy();
  } finally {
    rs.useRealTimers();
  }
});

it('Connect again on a locked wallet can be cancelled when the wallet never answers, and its late refusal is not told', async () => {
  const { answers, notifications } = await lockedWallet('Silent Wallet');

  let refuse: (error: unknown) => void = () => {};
  answers.eth_requestAccounts = () =>
    new Promise((_, reject) => {
      refuse = reject;
    });
  await userEvent.click(screen.getByRole('button', { name: 'Connect again' }));
  expect(screen.getByRole('button', { name: 'Waiting for Silent Wallet…' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Connect again' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  // Cancel went with the focus: the keyboard goes on from the wallet's heading, not the page's start.
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Silent Wallet' }));
  await act(async () => {
    refuse(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(notifications.map((n) => n.primaryText).filter((t) => t.startsWith('Connection failed'))).toEqual([]);
  expect(screen.getByTestId('wallet-no-account')).toBeTruthy();
});
