import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { rpcUrl, userTrackingDemoToken } from '../../support/devnet.ts';
import { installTestWallet } from '../../support/testWallet.ts';

/** The WCAG 2.2 A and AA rules axe-core checks by itself: contrast, names, labels, roles, structure. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each rule broken on the page as it is now, with where: empty when none is. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === 'light') await page.addInitScript(`localStorage.setItem('coinwatch:settings', '{"isDarkMode":false}')`);
    });

    test('the sign-in pages break no WCAG AA rule', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations(page), '/login').toEqual([]);
      await page.goto('/signup');
      await page.getByLabel('Email').fill('not an email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(await violations(page), '/signup with its errors').toEqual([]);
      await page.goto('/login/reset');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), '/login/reset').toEqual([]);
    });

    test('Home, Settings, the three tools and the error page break no WCAG AA rule', async ({ page }) => {
      const { user, token, tracked } = await userTrackingDemoToken();
      await installTestWallet(page, { account: tracked[0] as string, rpcUrl: rpcUrl() });
      await openHomeAs(page, user);
      const pages: Array<[string, () => Promise<void>]> = [
        [
          '/',
          async () => {
            await expect(page.getByTestId('coins-address-row')).toHaveCount(tracked.length);
            await page.getByRole('button', { name: 'Edit address Wallet 1' }).click();
          },
        ],
        ['/settings', () => expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()],
        [
          `/tools/txns/${token.symbol}`,
          async () => {
            await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
            await expect(page.getByTestId('txns-holdings')).toHaveAttribute('data-status', 'ready');
          },
        ],
        [
          '/tools/wallet',
          async () => {
            await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
            await expect(page.getByTestId('wallet-account')).toHaveText(tracked[0] as string);
          },
        ],
        ['/tools/friend-tech', () => expect(page.getByLabel('Look up an address')).toBeVisible()],
        ['/no-such-page', () => expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()],
      ];
      for (const [path, loaded] of pages) {
        await page.goto(path);
        await loaded();
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}
