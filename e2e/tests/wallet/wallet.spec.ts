import { type APIResponse, expect, type Route, test } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, formatEther, formatUnits, http, verifyMessage } from 'viem';
import { groupedAmount } from '../../support/amounts.ts';
import { logInToHome, openSignedIn } from '../../support/auth.ts';
import { fastForwardUntil } from '../../support/clock.ts';
import { adminInsert, createCoinsUser, restInsert, restSelect } from '../../support/coins.ts';
import { devnetDemo, rpcUrl, tokenBalanceShown, userTrackingDemoToken } from '../../support/devnet.ts';
import { recordFrames } from '../../support/frames.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { expectLinedUpRight } from '../../support/layout.ts';
import {
  answerHeldWalletRequest,
  connect,
  emitWalletEvent,
  failNextWalletRequest,
  holdNextWalletRequest,
  installTestWallet,
  walletCalls,
  walletUser,
} from '../../support/testWallet.ts';

const client = () => createPublicClient({ transport: http(rpcUrl()) });

test('without a browser wallet the tool says what it is for and how to get one, links to two, and a reload finds one installed meanwhile', async ({
  page,
}) => {
  await openSignedIn(page, await createCoinsUser(), '/tools/wallet');
  const none = page.getByTestId('wallet-none');
  await expect(none).toContainText('No browser wallet found');
  // What it would do with one, before how to get one.
  await expect(page.getByTestId('wallet-tool')).toContainText('Connect your browser wallet to see what its account holds of your coins');
  await expect(none).toContainText('Install a wallet extension such as MetaMask or Rabby, unlock it, then reload this page.');
  await expect(none.getByRole('link', { name: 'MetaMask' })).toHaveAttribute('href', 'https://metamask.io/download/');
  await expect(none.getByRole('link', { name: 'Rabby' })).toHaveAttribute('href', 'https://rabby.io/');
  // Installed now: the reload (by keyboard) brings it.
  await installTestWallet(page, { account: devnetDemo().accounts[1] as string, rpcUrl: rpcUrl() });
  await none.getByRole('button', { name: 'Reload this page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Connect Devnet Test Wallet' })).toBeVisible();
});

test('a wallet announced with a long name or a direction override fits a phone and reads as written, and so do its account’s balances once connected', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const seeded = await userTrackingDemoToken();
  // Any page script may announce a wallet: U+202E would show "Connect" and the rest backwards.
  await installTestWallet(page, { account: seeded.tracked[1] as string, rpcUrl: rpcUrl(), name: `\u202eRightToLeft${'W'.repeat(52)}` });
  await openSignedIn(page, seeded.user, '/tools/wallet');
  const button = page.getByRole('button', { name: `Connect RightToLeft${'W'.repeat(52)}` });
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(await button.textContent()).not.toContain('\u202e');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await sideways(), 'the page scrolls sideways').toBeLessThanOrEqual(0);

  await button.click();
  await expect(page.getByTestId('wallet-connected').getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  // Seven digits before the point and eighteen after: every one in view, none under the panel's edge.
  // Measured across (the last row may end a fraction of a pixel below the page's last scroll).
  for (const amount of await balances.locator('.wallet-amount').all()) {
    await amount.scrollIntoViewIfNeeded();
    await expect(amount).toBeInViewport();
    const box = await amount.evaluate((td) => ({ ...td.getBoundingClientRect().toJSON(), cut: td.scrollWidth > td.clientWidth }));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(box.cut, 'digits cut at the cell’s edge').toBe(false);
  }
  // Broken at the decimal point if anywhere, never inside the whole part or the fraction: a number
  // split mid-way reads as two numbers.
  const linesPerPart = await balances.locator('.wallet-number').evaluateAll((numbers) =>
    numbers.flatMap((number) =>
      Array.from(number.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return { text: text.textContent, lines: new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size };
        }),
    ),
  );
  expect(linesPerPart.length).toBe(4);
  for (const part of linesPerPart) expect(part.lines, `${part.text} on one line`).toBe(1);
  expect(await sideways(), 'the page scrolls sideways once connected').toBeLessThanOrEqual(0);
});

test('connects the announced wallet and shows the account’s balances as the chain has them', async ({ page }) => {
  const { account, token } = await walletUser(page);
  await connect(page, account);
  await expect(page.getByTestId('wallet-network')).toHaveText('Devnet');

  const [wei, units, decimals] = await Promise.all([
    client().getBalance({ address: account }),
    client().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    client().readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  expect(units).toBeGreaterThan(0n);
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  // The heading names the panel alone; Refresh sits beside it in a button's own font.
  await expect(balances.getByRole('heading', { level: 2 })).toHaveAccessibleName('Balances on Devnet');
  const fontOf = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).font);
  expect(await fontOf('Refresh')).toBe(await fontOf('Disconnect'));
  await expect(balances.locator('[data-symbol="ETH"] td').nth(1)).toHaveText(groupedAmount(formatEther(wei)));
  await expect(balances.locator(`[data-symbol="${token.symbol}"] td`).nth(1)).toHaveText(groupedAmount(formatUnits(units, decimals)));
  // The balances line up by their last digit, whatever their lengths.
  await expectLinedUpRight(balances.locator('th:nth-child(2), td:nth-child(2)'), 'Balance');
});

test('proves ownership: the wallet signs, the signature is checked and saved, still there after a reload, and marked on Home', async ({
  page,
}) => {
  const { account, user } = await walletUser(page);
  await connect(page, account);
  await expect(page.getByTestId('wallet-ownership')).toContainText('You track it as');
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Ownership proven' })).toBeVisible();
  await expect(page.getByTestId('wallet-proof')).toHaveAttribute('data-address', account);

  // What was saved is a proof anyone can check: the message names the address and the user, signed by the address.
  const [row] = (await restSelect(user, 'address_proofs', 'select=address,message,signature')) as Array<{
    address: Address;
    message: string;
    signature: `0x${string}`;
  }>;
  expect(row?.address).toBe(account);
  expect(row?.message).toContain(account);
  const userId = JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString()).sub;
  expect(row?.message).toContain(`Coinwatch user ${userId}`);
  expect(await verifyMessage({ address: account, message: row?.message ?? '', signature: row?.signature ?? '0x' })).toBe(true);

  // The remembered wallet reconnects without a prompt (eth_accounts only), and the proof is listed.
  await page.reload();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1);
  expect(await walletCalls(page)).not.toContain('eth_requestAccounts');

  // Home marks the proven address, and only it; the mark leads back to the proof.
  const home = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const proven = page.locator(`[data-testid="coins-address-row"][data-address="${account}" i]`).getByTestId('coins-address-proven');
  await home();
  await expect(proven).toBeVisible();
  await expect(page.getByTestId('coins-address-proven')).toHaveCount(1);
  await proven.click();
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1);

  // A Remove can be undone: the same proof comes back, as it was signed.
  const saved = await restSelect(user, 'address_proofs', 'select=id,signature,signed_at');
  // Pressed twice in a row: one removal, one Undo (a second would restore the proof twice).
  let deletes = 0;
  page.on('request', (r) => r.method() === 'DELETE' && r.url().includes('/rest/v1/address_proofs') && deletes++);
  await page.getByRole('button', { name: `Remove the proof of ${account}` }).dblclick();
  await expect(page.getByTestId('wallet-ownership')).toContainText('None yet.');
  expect(deletes).toBe(1);
  expect(await restSelect(user, 'address_proofs', 'select=id')).toEqual([]);
  const removed = page.getByTestId('notification').filter({ hasText: 'Proof removed' });
  await expect(removed).toHaveCount(1);
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('wallet-proof')).toHaveAttribute('data-address', account);
  // Pressed, the Undo goes, well before its 8 s: a second press would try to restore it twice.
  expect(await removed.count()).toBe(0);
  expect(await restSelect(user, 'address_proofs', 'select=id,signature,signed_at')).toEqual(saved);

  await page.getByRole('button', { name: `Remove the proof of ${account}` }).click();
  await expect(page.getByTestId('wallet-ownership')).toContainText('None yet.');
  expect(await restSelect(user, 'address_proofs', 'select=id')).toEqual([]);
  await home();
  await expect(page.getByTestId('coins-address-row')).toHaveCount(3);
  await expect(page.getByTestId('coins-address-proven')).toHaveCount(0);
});

test('a sign-out takes the Undo of a removed proof with it, so it cannot write into the next account', async ({ page }) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove the proof of ${account}` }).click();
  const undo = page.getByTestId('notification').filter({ hasText: 'Proof removed' }).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Well inside the 8 s an Undo stays: only the sign-out can have taken it.
  expect(await undo.count()).toBe(0);
});

test('a signature given after its user signed out is not saved into the account signed in next', async ({ page }) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  await holdNextWalletRequest(page);
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('wallet-prove')).toHaveText('Waiting for your signature…');
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const next = await createCoinsUser();
  await logInToHome(page, next);

  // The first user’s wallet prompt, still open, is signed now.
  const signed = page.waitForResponse((r) => r.url().startsWith(rpcUrl()) && (r.request().postData() ?? '').includes('personal_sign'));
  await answerHeldWalletRequest(page, { forward: true });
  await signed;
  // What is left of the proof (its check, its save) takes milliseconds: a second is ample.
  await page.waitForTimeout(1_000);
  expect(await restSelect(next, 'address_proofs', 'select=id')).toEqual([]);
  expect(await page.getByTestId('notification').filter({ hasText: 'Ownership proven' }).count()).toBe(0);
});

test('a rejected or already pending signature request says what happened, and saves nothing', async ({ page }) => {
  const { account, user } = await walletUser(page);
  await connect(page, account);

  await failNextWalletRequest(page, 4001, 'User rejected the request.');
  await page.getByTestId('wallet-prove').click();
  const rejected = page.getByRole('alert').filter({ hasText: 'Signing failed: The request was rejected in the wallet' });
  await expect(rejected).toContainText('You rejected the request in your wallet.');

  await failNextWalletRequest(page, -32002, 'Request of type personal_sign already pending.');
  await page.getByTestId('wallet-prove').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your wallet already has a request waiting: open it and answer that one first.' }),
  ).toBeVisible();

  await expect(page.getByTestId('wallet-ownership')).toContainText('None yet.');
  expect(await restSelect(user, 'address_proofs', 'select=id')).toEqual([]);
});

test('once the wallet has signed, the button says the signature is being checked until the chain has answered', async ({ page }) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  // The chain's side of the check (an eth_call to the signature validator) waits for the test.
  const check = await holdRequests(page, (url) => url.href.startsWith(rpcUrl()), { bodyHas: '"eth_call"' });
  const prove = page.getByTestId('wallet-prove');
  await prove.click();
  await expect(prove).toHaveText('Checking the signature…');
  check.release();
  await expect(page.getByTestId('notification').filter({ hasText: 'Ownership proven' })).toBeVisible();
  await expect(prove).toHaveText('Sign again');
});

test('with more proofs than the server sends in one answer (1,000), the tool lists every one and Home marks every proven address', async ({
  page,
}) => {
  const seeded = await userTrackingDemoToken();
  const account = seeded.tracked[1] as Address;
  // The tracked account's proof comes last in both orders read: the oldest (the tool lists newest
  // first) and the highest address (Home reads them by address; the others all start 0x000…).
  const proof = (address: string, signedAt: string) => ({
    address,
    chain_id: 31337,
    message: `localhost wants you to sign in with your Ethereum account:\n${address}\n\nI own this address.`,
    signature: `0x${'1b'.repeat(65)}`,
    signed_at: signedAt,
  });
  const others = Array.from({ length: 1233 }, (_, i) =>
    proof(`0x${i.toString(16).padStart(40, '0')}`, new Date(Date.UTC(2026, 0, 2) + i * 60_000).toISOString()),
  );
  await adminInsert(seeded.user, 'address_proofs', [...others, proof(account, '2026-01-01T00:00:00.000Z')]);

  await installTestWallet(page, { account, rpcUrl: rpcUrl() });
  await openSignedIn(page, seeded.user, '/tools/wallet');
  await connect(page, account);
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1234);
  await expect(page.getByTestId('wallet-proof').last()).toHaveAttribute('data-address', account);
  // The connected account's proof was read too: the button offers to sign again, not a first time.
  await expect(page.getByTestId('wallet-prove')).toHaveText('Sign again');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const row = page.locator(`[data-testid="coins-address-row"][data-address="${account}" i]`);
  await expect(row.getByTestId('coins-address-proven')).toBeVisible();
});

test('a proof saved while the list of proofs is still loading stays on the list when the older list arrives', async ({ page }) => {
  // The tool's first read of its list (newest first; Home reads the proofs too, by address)
  // reaches the server at once, with no proof yet; its answer comes late.
  const list = (url: URL) =>
    url.pathname.endsWith('/rest/v1/address_proofs') && url.searchParams.get('order')?.startsWith('signed_at.desc') === true;
  const read = await holdRequests(page, list, { method: 'GET', firstOnly: true, answerLate: true });
  const { account } = await walletUser(page);
  await connect(page, account);
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Ownership proven' })).toBeVisible();
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1);
  const painted = await recordFrames(page, () => document.querySelectorAll('[data-testid="wallet-proof"]').length);
  const reread = page.waitForResponse((r) => list(new URL(r.url())) && read.sent === 2);
  read.release();
  // The list read before the save is not the list now: the page reads it again instead of showing
  // it, and the proof stays on screen all the while.
  await (await reread).finished();
  await expect(page.getByTestId('wallet-proof')).toHaveCount(1);
  await expect(page.getByTestId('wallet-ownership')).not.toContainText('None yet.');
  expect(await painted.frames()).not.toContain(0);
});

test('proofs that cannot be loaded say so, with a Retry that loads them', async ({ page }) => {
  const proofs = '**/rest/v1/address_proofs**';
  await page.route(proofs, (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
  // supabase-js retries a failed read for about 7 s before it gives up: the page's clock is the
  // test's, to move past them.
  await page.clock.install();
  const { account } = await walletUser(page);
  await connect(page, account);
  const ownership = page.getByTestId('wallet-ownership');
  const failed = ownership.getByRole('alert');
  await fastForwardUntil(page, () =>
    expect(failed).toContainText('Could not load your proofs: Could not reach the server.', { timeout: 500 }),
  );
  await expect(ownership.getByText('None yet.')).toHaveCount(0);

  // The next read is held until the test lets it go, to see the page while it loads.
  await page.unroute(proofs);
  const read = await holdRequests(page, proofs, { method: 'GET' });
  await failed.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(0);
  await expect(ownership.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  // The Retry button went with the problem: the keyboard's place is the list it loads.
  await expect(ownership.getByRole('heading', { name: 'Proven addresses' })).toBeFocused();
  read.release();
  await expect(ownership.getByText('None yet.')).toBeVisible();
});

test('a connected view that could not be downloaded says so, with a reload that brings it once the connection is back', async ({
  page,
}) => {
  // The connected view's chunk (the one with the prove button) fails to download until the test says.
  let offline = true;
  await page.route('**/static/js/async/*.js', async (route) => {
    let body: string;
    let response: APIResponse;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // Never left unanswered: a chunk request with no answer hangs its import for two minutes.
      return route.continue();
    }
    if (offline && body.includes('wallet-prove')) return route.abort('internetdisconnected');
    return route.fulfill({ response, body });
  });
  // Every problem panel any page shows, even for a moment (the page about to reload is gone by the time a test could look).
  const panels: string[] = [];
  await page.exposeFunction('reportToolProblem', (text: string) => panels.push(text));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      const panel = document.querySelector('[data-testid="tool-problem"]');
      if (!panel || reported.has(panel)) return;
      reported.add(panel);
      (window as unknown as { reportToolProblem(text: string): void }).reportToolProblem(panel.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  const { account } = await walletUser(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
  // The shell reloads once (a newer build may have replaced the chunk), without an error on the way;
  // the chunk fails again, and the tool says so.
  await reloaded;
  expect(panels).toEqual([]);
  const problem = page.getByTestId('tool-problem');
  await expect(problem).toContainText('Wallet could not be downloaded', { timeout: 20_000 });
  await expect(problem).toContainText('Check your connection, then reload the page.');
  // The record sees panels: this one is in it.
  await expect.poll(() => panels).toEqual([expect.stringContaining('Wallet could not be downloaded')]);
  offline = false;
  await problem.getByRole('button', { name: 'Reload page' }).click();
  // The wallet connected before the reload is connected again.
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(page.getByTestId('wallet-prove')).toBeVisible();
});

test('switching to a network the wallet does not know adds it first, then switches', async ({ page }) => {
  const { account, token } = await walletUser(page);
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  const tokenRow = balances.locator(`[data-symbol="${token.symbol}"]`);
  await expect(tokenRow).toBeVisible();
  // While the wallet's prompt is open, the button says what the page waits for.
  await holdNextWalletRequest(page);
  await page.getByRole('button', { name: 'Switch to Base' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for Devnet Test Wallet…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Switch to Ethereum' })).toHaveAttribute('aria-disabled', 'true');
  await answerHeldWalletRequest(page, { error: { code: 4902, message: 'Unrecognized chain ID 0x2105.' } });
  await expect(page.getByTestId('wallet-network')).toHaveText('Base');
  // The devnet's balances are not shown as Base's while Base's are read (or cannot be).
  await expect(balances.getByRole('heading', { level: 2 })).toHaveAccessibleName('Balances on Base');
  await expect(balances.getByTestId('wallet-balance')).toHaveCount(0);
  const calls = await walletCalls(page);
  expect(calls.filter((m) => m.startsWith('wallet_'))).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  await page.getByRole('button', { name: 'Switch to Devnet' }).click();
  await expect(page.getByTestId('wallet-network')).toHaveText('Devnet');
  await expect(tokenRow).toBeVisible();
});

test('a network switch the wallet never answers can be given up on with Cancel, even once the wallet shows the network; a late answer changes nothing', async ({
  page,
}) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  const switchTo = (name: string) => page.getByRole('button', { name: `Switch to ${name}` });

  // A prompt left open: Cancel gives up on it, and the keyboard stays on the network line.
  await holdNextWalletRequest(page);
  await switchTo('Base').click();
  await expect(switchTo('Ethereum')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('wallet-network')).toBeFocused();
  await expect(switchTo('Base')).not.toHaveAttribute('aria-disabled', 'true');
  await answerHeldWalletRequest(page, { error: { code: 4001, message: 'User rejected the request.' } });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.getByTestId('notification').count()).toBe(0);

  // The wallet moves to Ethereum and says so, but never answers the request itself.
  await holdNextWalletRequest(page);
  await switchTo('Ethereum').click();
  await emitWalletEvent(page, 'chainChanged', '0x1');
  await expect(page.getByTestId('wallet-network')).toHaveText('Ethereum');
  await expect(switchTo('Base')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(switchTo('Base')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('a wallet that never answers Connect can be given up on: Cancel, then Connect asks it again', async ({ page }) => {
  const { account } = await walletUser(page);
  await holdNextWalletRequest(page);
  await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for Devnet Test Wallet…' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeFocused();
  await connect(page, account);
  // The prompt given up on is answered late: that changes and reports nothing.
  await answerHeldWalletRequest(page, { error: { code: 4001, message: 'User rejected the request.' } });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  expect(await page.getByTestId('notification').count()).toBe(0);
});

test('a Connect told to wait for a prompt already open in the wallet connects once it is answered, and the wait’s notice goes', async ({
  page,
}) => {
  const { account } = await walletUser(page);
  await failNextWalletRequest(page, -32002, 'Request of type wallet_requestPermissions already pending.');
  await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
  const waitNotice = page.getByTestId('notification').filter({ hasText: 'Not connected yet' });
  await expect(waitNotice).toContainText('Your wallet already has a request waiting: open it and answer that one first.');
  // The pointer on the notices holds them (they would go after 5 s anyway): only the answer takes it away.
  await waitNotice.hover();
  // The earlier prompt answered in the wallet: it shares the account.
  await page.evaluate((granted) => localStorage.setItem('testWallet:granted', granted), account);
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(waitNotice).toHaveCount(0);
});

test('forty coins’ balances scroll in their own box, by keyboard too, with the ownership proof right below it', async ({ page }) => {
  const { user, tracked } = await userTrackingDemoToken();
  const account = tracked[1] as Address;
  await restInsert(
    user,
    'tracked_coins',
    Array.from({ length: 40 }, (_, i) => ({
      coin_ticker: `T${String(i).padStart(2, '0')}`,
      coin_name: `Token ${i}`,
      coin_address: `0x${(i + 1).toString(16).padStart(40, 'c')}`,
      chain_id: 31337,
    })),
  );
  await installTestWallet(page, { account, rpcUrl: rpcUrl() });
  await openSignedIn(page, user, '/tools/wallet');
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(balances.getByTestId('wallet-balance')).toHaveCount(42);
  // A row each took 28 px: the panel is less than a screen tall, and the proof follows it.
  const panel = await balances.boundingBox();
  const prove = await page.getByRole('heading', { level: 2, name: 'Prove ownership' }).boundingBox();
  if (!panel || !prove) throw new Error('the balances panel or the proof heading is not on the page');
  expect(panel.height).toBeLessThan(720);
  expect(prove.y - (panel.y + panel.height)).toBeLessThan(100);
  const box = balances.getByRole('region', { name: 'Balances on Devnet' });
  const last = balances.locator('[data-symbol="T39"]');
  await expect(last).not.toBeInViewport();
  await box.focus();
  await page.keyboard.press('End');
  await expect(last).toBeInViewport();
  await expect(box.getByRole('columnheader', { name: 'Balance' })).toBeInViewport();
});

test('balances read offline say the device is offline, and come by themselves once it is back', async ({ page, context }) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  const wei = await client().getBalance({ address: account });

  await context.setOffline(true);
  await balances.getByRole('button', { name: 'Refresh' }).click();
  await expect(balances).toHaveAttribute('data-status', 'error');
  await expect(balances).toContainText("Cannot reach Devnet's node: this device is offline. They are read again once you are back online.");

  await context.setOffline(false);
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(balances.locator('[data-symbol="ETH"] td').nth(1)).toHaveText(groupedAmount(formatEther(wei)));
  await expect(balances).not.toContainText('offline');
});

test('balances the node could not read at all say why, with no empty table under it, and come with Refresh', async ({ page }) => {
  const { account } = await walletUser(page);
  const node = new URL(rpcUrl());
  await page.route(
    (url) => url.host === node.host,
    (route) => {
      const body = route.request().postDataJSON() as unknown;
      const methods = Array.isArray(body) ? body.map((item) => item.method) : [];
      if (!methods.includes('eth_getBalance')) return route.fallback();
      return route.fulfill({ status: 503, body: 'upstream down' });
    },
  );
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'error');
  await expect(balances).toContainText("Devnet's node");
  await expect(balances.getByRole('table')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'wait' });
  await balances.getByRole('button', { name: 'Refresh' }).click();
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(balances.getByRole('table')).toBeVisible();
  await expect(balances.getByRole('status')).toContainText('Read at');
});

test('a coin read as the connection went says so in its row, and is read again by itself once it is back', async ({ page, context }) => {
  const { account, token } = await walletUser(page);
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  const coinRow = balances.locator(`[data-symbol="${token.symbol}"]`);
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(coinRow).toBeVisible();

  // The native balance is read (eth_getBalance); the connection goes as the coins' reads (eth_call
  // through Multicall3) leave, once the native answer is in (going offline ends requests in
  // flight). The two usually leave in requests of their own; when viem's batch happens to carry
  // both, that request goes through, and Refresh is pressed again.
  const node = new URL(rpcUrl());
  let cut = false;
  // Per Refresh: the native read's answer, once its request is seen.
  let nativeAnswered: Promise<void> | null = null;
  await page.route(
    (url) => url.host === node.host,
    async (route) => {
      const body = route.request().postDataJSON() as unknown;
      const methods = Array.isArray(body) ? body.map((item) => item.method) : [];
      if (methods.includes('eth_getBalance')) {
        const request = route.request();
        nativeAnswered = request.response().then(async (response) => void (await response?.finished()));
        return route.fallback();
      }
      // Coins' reads before this Refresh's native one (or with none): let by, and Refresh again.
      if (!methods.includes('eth_call') || !nativeAnswered || cut) return route.fallback();
      await nativeAnswered;
      cut = true;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  await expect(async () => {
    // Once cut, never again: a Refresh pressed offline fails the whole panel, not one coin's row.
    if (!cut) {
      nativeAnswered = null;
      await balances.getByRole('button', { name: 'Refresh' }).click();
    }
    await expect(balances).toHaveAttribute('data-status', 'ready');
    expect(cut).toBe(true);
  }).toPass();
  await expect(coinRow).toContainText("Cannot reach Devnet's node: this device is offline. It is read again once you are back online.");

  // A retry of the coins' reads may be in the route as it goes: it finishes going offline first.
  await page.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
  await expect(coinRow.locator('td').nth(1)).toHaveText(await tokenBalanceShown(token.address, account));
  await expect(balances).not.toContainText('offline');
});

test('a coin tracked twice, with and without 0x, is one balance named as the first; a coin the node fails to read says so, and is read by itself once the node answers', async ({
  page,
}) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  const account = tracked[1] as Address;
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'AGAIN', coin_name: 'The same contract', coin_address: token.address.slice(2), chain_id: 31337 },
  ]);
  // The node fails the coins' reads (not the native balance) with an error of its own.
  const node = new URL(rpcUrl());
  const toNode = (url: URL) => url.host === node.host;
  const failCalls = async (route: Route) => {
    const body = route.request().postDataJSON() as unknown;
    if (!Array.isArray(body) || !body.some((item) => item.method === 'eth_call')) return route.fallback();
    const response = await route.fetch();
    const methods = new Map(body.map((item) => [item.id, item.method]));
    const answers = (await response.json()) as Array<{ id: number }>;
    const failed = (a: { id: number }) => ({ jsonrpc: '2.0', id: a.id, error: { code: -32603, message: 'header not found' } });
    await route.fulfill({ response, json: answers.map((a) => (methods.get(a.id) === 'eth_call' ? failed(a) : a)) });
  };
  await page.route(toNode, failCalls);
  // The balances are read again every 15 s: the page's clock is the test's, to move on to it.
  await page.clock.install();
  await installTestWallet(page, { account, rpcUrl: rpcUrl() });
  await openSignedIn(page, user, '/tools/wallet');
  await connect(page, account);

  const balances = page.getByTestId('wallet-balances');
  const coinRows = balances.locator('[data-testid="wallet-balance"]:not([data-symbol="ETH"])');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(coinRows).toHaveCount(1);
  await expect(coinRows).toContainText("Devnet's node");
  await expect(coinRows).toContainText('header not found');
  await expect(coinRows).toContainText('Read again every 15 s, or press Refresh.');

  // The node answers again: no Refresh is needed.
  await page.unroute(toNode, failCalls);
  const shown = await tokenBalanceShown(token.address, account);
  const amount = coinRows.locator('td').nth(1);
  await fastForwardUntil(page, () => expect(amount).toHaveText(shown, { timeout: 500 }), 5_000);
  await expect(coinRows).toHaveCount(1);
  // Named as the coin the user tracked first, not as the later copy.
  await expect(coinRows).toContainText(token.symbol);
  await expect(coinRows).not.toContainText('AGAIN');
});

test('the keyboard keeps its place: connect, switch network, prove, remove and disconnect each leave focus where the user is', async ({
  page,
}) => {
  const { account } = await walletUser(page);
  const press = async (name: string | RegExp) => {
    await page.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  };
  // Each of these buttons goes away, or is busy, once pressed: focus must not fall to the page.
  await press('Connect Devnet Test Wallet');
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(page.getByRole('heading', { name: 'Devnet Test Wallet' })).toBeFocused();

  await press('Switch to Base');
  await expect(page.getByTestId('wallet-network')).toHaveText('Base');
  await expect(page.getByTestId('wallet-network')).toBeFocused();
  await press('Switch to Devnet');
  await expect(page.getByTestId('wallet-network')).toHaveText('Devnet');
  await expect(page.getByTestId('wallet-network')).toBeFocused();

  await press('Sign to prove ownership');
  await expect(page.getByTestId('wallet-proof')).toHaveAttribute('data-address', account);
  await expect(page.getByTestId('wallet-prove')).toHaveText('Sign again');
  await expect(page.getByTestId('wallet-prove')).toBeFocused();

  await press(`Remove the proof of ${account}`);
  await expect(page.getByTestId('wallet-ownership')).toContainText('None yet.');
  await expect(page.getByRole('heading', { name: 'Proven addresses' })).toBeFocused();

  await press('Disconnect');
  await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeFocused();
});

test('another account chosen in the wallet: its balances replace the old ones, and the keyboard stays on Refresh', async ({ page }) => {
  const { account, tracked, token } = await walletUser(page);
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  const tokenRow = balances.locator(`[data-symbol="${token.symbol}"]`);
  await expect(balances).toHaveAttribute('data-status', 'ready');
  const before = await tokenRow.locator('td').last().textContent();
  const refresh = balances.getByRole('button', { name: 'Refresh' });
  await refresh.focus();

  const other = tracked[2] as Address;
  const amount = await client().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [other] });
  expect(formatUnits(amount, token.decimals)).not.toBe(before?.replaceAll(',', ''));
  await emitWalletEvent(page, 'accountsChanged', [other]);
  await expect(page.getByTestId('wallet-account')).toHaveText(other);
  await expect(balances).toHaveAttribute('data-status', 'ready');
  await expect(tokenRow.locator('td').last()).toHaveText(groupedAmount(formatUnits(amount, token.decimals)));
  await expect(refresh).toBeFocused();
});

test('another account chosen while the wallet asks for a signature: the proof under way still names the account it is for', async ({
  page,
}) => {
  const { account, tracked } = await walletUser(page);
  await connect(page, account);
  const panel = page.getByTestId('wallet-ownership');
  const switched = page.getByTestId('wallet-prove-switched');
  await holdNextWalletRequest(page);
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('wallet-prove')).toHaveText('Waiting for your signature…');
  expect(await switched.textContent()).toBe('');

  const other = tracked[2] as Address;
  await emitWalletEvent(page, 'accountsChanged', [other]);
  await expect(page.getByTestId('wallet-account')).toHaveText(other);
  await expect(panel.locator('p').first()).toContainText(`prove that ${account} is yours`);
  await expect(switched).toHaveText(
    `Your wallet has switched to ${other}. The signature asked for is still ${account}’s; once it is done, sign again to prove ${other}.`,
  );

  await answerHeldWalletRequest(page, { error: { code: 4001, message: 'User rejected the request.' } });
  await expect(page.getByTestId('wallet-prove')).toHaveText('Sign to prove ownership');
  await expect(panel.locator('p').first()).toContainText(`prove that ${other} is yours`);
  await expect(switched).toHaveText('');
});

test('a wallet that loses its network for a while, or is locked, keeps its place: the page goes on when it is back', async ({ page }) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  const emit = (event: string, value: unknown) => emitWalletEvent(page, event, value);

  // MetaMask's recoverable disconnect: its node is down, the site keeps its access.
  await emit('disconnect', { code: 1013, message: 'MetaMask: Disconnected from chain. Attempting to connect.' });
  await expect(page.getByTestId('wallet-network-lost')).toContainText('Devnet Test Wallet has lost its connection to the network');
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await emit('connect', { chainId: '0x7a69' });
  await expect(page.getByTestId('wallet-network-lost')).toHaveCount(0);
  // Back before the page had looked into the 1013 (it asks the wallet what it still shares): nothing is lost.
  const asked = (await walletCalls(page)).length;
  await page.evaluate(`(() => {
    window.testWallet.emit('disconnect', { code: 1013, message: 'MetaMask: Disconnected from chain. Attempting to connect.' });
    window.testWallet.emit('connect', { chainId: '0x7a69' });
  })()`);
  await expect.poll(async () => (await walletCalls(page)).slice(asked)).toContain('eth_accounts');
  // Past the page's handling of the wallet's answer (a task after it).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.getByTestId('wallet-network-lost').count()).toBe(0);

  // Locked: no account is shared until it is unlocked, and then the page goes on by itself.
  await emit('accountsChanged', []);
  await expect(page.getByTestId('wallet-no-account')).toContainText('Devnet Test Wallet shares no account with Coinwatch now');
  await expect(page.getByTestId('wallet-account')).toHaveCount(0);
  await emit('accountsChanged', [account]);
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(page.getByTestId('wallet-balances')).toHaveAttribute('data-status', 'ready');

  // Or the user asks the wallet again.
  await emit('accountsChanged', []);
  await page.getByRole('button', { name: 'Connect again' }).click();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);

  // Any other disconnect ends the connection: the wallets are offered again, and the user is told why.
  await emit('disconnect', { code: 4900, message: 'Disconnected from all chains' });
  await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
  await expect(page.getByTestId('notification')).toContainText(
    'Wallet disconnected' + 'Devnet Test Wallet says it is disconnected from every network. Once it is back, connect it again to go on.',
  );
});

test('Connect again waits for the wallet’s prompt; a Disconnect meanwhile wins, and the prompt’s late answer reports nothing', async ({
  page,
}) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  await emitWalletEvent(page, 'accountsChanged', []);
  const noAccount = page.getByTestId('wallet-no-account');
  await expect(noAccount).toBeVisible();
  const prompts = async () => (await walletCalls(page)).filter((m) => m === 'eth_requestAccounts').length;

  for (const lateAnswer of [{ result: [] }, { error: { code: 4001, message: 'User rejected the request.' } }]) {
    await holdNextWalletRequest(page);
    const before = await prompts();
    await page.getByRole('button', { name: 'Connect again' }).click();
    const waiting = page.getByRole('button', { name: 'Waiting for Devnet Test Wallet…' });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    // Pressed again from the keyboard (the button kept the focus): no second prompt.
    await expect(waiting).toBeFocused();
    await page.keyboard.press('Enter');

    await noAccount.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    // Counted once the page has moved on, well after the second press: one prompt only.
    expect(await prompts()).toBe(before + 1);
    await answerHeldWalletRequest(page, lateAnswer);
    await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();

    // Connecting anew takes well past the late answer's handling, and a toast it raised would still
    // show (an error toast stays 5 s): counted at once, not awaited until one has gone.
    await connect(page, account);
    expect(await page.getByTestId('notification').count()).toBe(0);
    await emitWalletEvent(page, 'accountsChanged', []);
    await expect(noAccount).toBeVisible();
  }
});

test('an older wallet found only as window.ethereum connects, and reconnects on the next visit', async ({ page }) => {
  const seeded = await userTrackingDemoToken();
  const account = seeded.tracked[1] as Address;
  await installTestWallet(page, { account, rpcUrl: rpcUrl(), announce: false });
  await openSignedIn(page, seeded.user, '/tools/wallet');
  await page.getByRole('button', { name: 'Connect Browser wallet' }).click();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  await expect(page.getByTestId('wallet-balances')).toHaveAttribute('data-status', 'ready');
  await page.reload();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
});

test('signing out forgets the wallet: the next user of the browser is asked to connect, not shown the last one’s account', async ({
  page,
}) => {
  const { account } = await walletUser(page);
  await connect(page, account);
  // Remembered while the user is signed in: a reload reconnects without a prompt.
  await page.reload();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);

  // Signed out and in again in the same page, without a reload: the tool's modules stay loaded.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInToHome(page, await createCoinsUser());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Connect Devnet Test Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-account')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('wallet')))).toEqual([]);
});
