import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { openSignedIn, signedInPage } from '../../support/auth.ts';
import { restSelect } from '../../support/coins.ts';
import { rpcUrl, userTrackingDemoToken } from '../../support/devnet.ts';
import { answerHeldWalletRequest, holdNextWalletRequest, installTestWallet } from '../../support/testWallet.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const siteDir = process.env.COINWATCH_SITE_DIR;

/** `npm run release -- …` on the running stack's site (the CLI the README documents, without its install step). */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', ['exec', 'tsx', 'scripts/release/main.ts', ...args, '--site', siteDir as string], {
    cwd: ROOT,
  });
  return stdout;
}

/** A new build of the wallet tool: the live one with `from` replaced by `to`, as a developer's change would make it. */
async function nextWalletBuild(from = 'title:"Wallet"', to = 'title:"Wallet Next"'): Promise<string> {
  const { remotes } = JSON.parse(await readFile(join(siteDir as string, 'remotes.json'), 'utf8'));
  const live = join(siteDir as string, remotes.wallet.entry.replace(/\/mf-manifest\.json$/, ''));
  const dist = await mkdtemp(join(tmpdir(), 'coinwatch-wallet-next-'));
  await cp(live, dist, { recursive: true });
  let patched = 0;
  for (const file of await readdir(join(dist, 'static/js'), { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const path = join(dist, 'static/js', file);
    const code = await readFile(path, 'utf8');
    if (!code.includes(from)) continue;
    await writeFile(path, code.replaceAll(from, to));
    patched++;
  }
  expect(patched, `the wallet build has ${from}`).toBeGreaterThan(0);
  return dist;
}

test('one tool is released and rolled back with one command each; open pages follow; the shell and the other tools are untouched', async ({
  page,
  context,
}) => {
  test.skip(!siteDir, 'needs the site folder of the running stack');
  const dist = await nextWalletBuild();
  const before = JSON.parse(await readFile(join(siteDir as string, 'remotes.json'), 'utf8')).remotes;
  let released = false;
  try {
    await signedInPage(page);
    await page.getByRole('link', { name: 'Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();

    expect(await release('wallet', '--dist', dist)).toContain('is live (was');
    released = true;
    const after = JSON.parse(await readFile(join(siteDir as string, 'remotes.json'), 'utf8')).remotes;
    expect(after.wallet.version).not.toBe(before.wallet.version);
    expect({ txns: after.txns, 'friend-tech': after['friend-tech'] }).toEqual({ txns: before.txns, 'friend-tech': before['friend-tech'] });

    // The page that loaded the old version keeps working with it, until its new-build check
    // (hourly, or when the tab is shown again) sees the release and reloads it.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Wallet Next' })).toBeVisible();

    // A new page load gets the release, from its own folder.
    const fresh = await context.newPage();
    const walletFiles: string[] = [];
    fresh.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/remotes/wallet/')) walletFiles.push(path);
    });
    await fresh.goto('/tools/wallet');
    await expect(fresh.getByRole('heading', { name: 'Wallet Next' })).toBeVisible();
    expect(walletFiles.length).toBeGreaterThan(0);
    expect(walletFiles.every((p) => p.startsWith(`/remotes/wallet/${after.wallet.version}/`))).toBe(true);
    await fresh.goto('/tools/friend-tech');
    await expect(fresh.getByTestId('friend-tech-tool')).toBeVisible();

    expect(await release('wallet', '--rollback')).toContain(`is back on ${before.wallet.version}`);
    released = false;
    await fresh.goto('/tools/wallet');
    await expect(fresh.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();
    // A rollback reaches open pages the same way.
    const rolledBack = page.waitForEvent('load');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await rolledBack;
    await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();
    expect(JSON.parse(await readFile(join(siteDir as string, 'remotes.json'), 'utf8')).remotes).toEqual(before);
  } finally {
    if (released) await release('wallet', '--rollback');
    await rm(dist, { recursive: true, force: true });
  }
});

/** Runs `check` while a wallet build with `from` replaced by `to` is live, and rolls it back after. */
async function whileWalletReleased(from: string, to: string, check: () => Promise<void>): Promise<void> {
  const dist = await nextWalletBuild(from, to);
  let released = false;
  try {
    expect(await release('wallet', '--dist', dist)).toContain('is live (was');
    released = true;
    await check();
  } finally {
    if (released) await release('wallet', '--rollback');
    await rm(dist, { recursive: true, force: true });
  }
}

test('a tool released for another contract version is not run: the page says an update is required', async ({ page }) => {
  test.skip(!siteDir, 'needs the site folder of the running stack');
  // The version must be the tool's own, fixed when it is built: read through the shared module the
  // shell offers, it would always be the shell's.
  await whileWalletReleased('contractVersion:1', 'contractVersion:2', async () => {
    await signedInPage(page);
    await page.goto('/tools/wallet');
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Update required');
    await expect(problem).toContainText('This version of Wallet does not fit this version of Coinwatch.');
    await expect(page.getByTestId('wallet-tool')).toHaveCount(0);
  });
});

test('a tool build that declares itself as another tool is not run: the page says the build is broken, without a Retry that cannot help', async ({
  page,
}) => {
  test.skip(!siteDir, 'needs the site folder of the running stack');
  await whileWalletReleased('id:"wallet",title', 'id:"txns",title', async () => {
    await signedInPage(page);
    await page.goto('/tools/wallet');
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Wallet is unavailable');
    await expect(problem).toContainText('This version of Wallet is not a working build, so it was not run.');
    expect(await problem.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.getByTestId('wallet-tool').count()).toBe(0);
    expect(await page.getByTestId('txns-page').count()).toBe(0);
  });
});

test('a release does not reload a page whose wallet signature is under way: it waits, and the proof signed meanwhile is saved', async ({
  page,
}) => {
  test.skip(!siteDir, 'needs the site folder of the running stack');
  const { user, tracked } = await userTrackingDemoToken();
  const account = tracked[1] as string;
  await installTestWallet(page, { account, rpcUrl: rpcUrl() });
  await openSignedIn(page, user, '/tools/wallet');
  await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
  // The wallet's prompt left open, as a user reading it (or a hardware wallet) keeps it.
  await holdNextWalletRequest(page);
  await page.getByTestId('wallet-prove').click();
  await expect(page.getByTestId('wallet-prove')).toHaveText('Waiting for your signature…');
  await page.evaluate(() => Object.assign(window, { beforeTheRelease: true }));

  await whileWalletReleased('title:"Wallet"', 'title:"Wallet Next"', async () => {
    // The tab shown again: its new-build check finds the release.
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/remotes.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await checked;
    // Past the check and a look again a second later (the reload waits by polling every second).
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => 'beforeTheRelease' in window)).toBe(true);
    await expect(page.getByTestId('wallet-prove')).toHaveText('Waiting for your signature…');

    // The signature given: the proof is saved, and only then does the page take the new version.
    const reloaded = page.waitForEvent('load');
    await answerHeldWalletRequest(page, { forward: true });
    await expect.poll(() => restSelect(user, 'address_proofs', 'select=address')).toEqual([{ address: account }]);
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Wallet Next' })).toBeVisible();
  });
});
