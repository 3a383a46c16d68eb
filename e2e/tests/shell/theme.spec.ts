import { expect, test } from '@playwright/test';

test.describe('dark mode', () => {
  test('is on by default, toggles the root class and theme attribute, and survives a reload', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: /dark mode/i }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('coinwatch:settings'))).toBe('{"isDarkMode":false}');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  for (const corrupt of ['{not json', '{"isDarkMode":"yes"}', '"dark"']) {
    test(`a corrupt stored value (${corrupt}) falls back to dark mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('coinwatch:settings', value), corrupt);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(errors).toEqual([]);
    });
  }
});
