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

/**
 * The contrast ratio (WCAG) of each dot's outline against what it sits on: the dot's own colour
 * is the user's, so the outline is what shows where it is (WCAG 1.4.11 asks 3:1).
 */
const outlineContrasts = (dots: import('@playwright/test').Locator) =>
  dots.evaluateAll((elements) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const behind = (element: Element) => {
      for (let e: Element | null = element.parentElement; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return elements.map((dot) => {
      const style = getComputedStyle(dot);
      const outline = style.borderTopWidth !== '0px' ? style.borderTopColor : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '');
      const [a, b] = [luminance(outline), luminance(behind(dot))].sort((x, y) => y - x) as [number, number];
      return Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100;
    });
  });

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

    test('an address’s colour dot shows where it is whatever its colour, on Home, in the transfers and in friend.tech', async ({
      page,
    }) => {
      // The outline is what shows a dot of the card's own colour (#111 in dark mode was 1.07:1, its outline 1.31:1).
      const { user, token } = await userTrackingDemoToken({ accounts: [1] });
      await openHomeAs(page, user);
      const home = page.getByTestId('coins-address-row').locator('.coins-swatch');
      await expect(home).toHaveCount(1);
      for (const ratio of await outlineContrasts(home)) expect(ratio, 'the outline on Home').toBeGreaterThanOrEqual(3);
      await page.goto(`/tools/txns/${token.symbol}`);
      const transfers = page.locator('.txns-swatch');
      await expect(transfers.first()).toBeVisible({ timeout: 60_000 });
      for (const ratio of await outlineContrasts(transfers)) expect(ratio, 'the outline in the transfers').toBeGreaterThanOrEqual(3);
      await page.goto('/tools/friend-tech');
      const keys = page.locator('.ft-swatch');
      await expect(keys.first()).toBeVisible({ timeout: 30_000 });
      for (const ratio of await outlineContrasts(keys)) expect(ratio, 'the outline in friend.tech').toBeGreaterThanOrEqual(3);
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
