import { expect, test } from '@playwright/test';
import { type Address, createWalletClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { changingTheChain, devnetDemo, rpcUrl } from '../../support/devnet.ts';
import { devnetClient, FRIENDTECH_ABI, friendtechContract, friendtechUser, readFriendtech, subject } from '../../support/friendTech.ts';
import { recordNotices } from '../../support/notices.ts';

// It makes a trade, so it runs in the shared-state project (e2e/playwright.config.ts).
test('a trade made now shows up live, highlighted for a few seconds, with a notification, and the supply follows', async ({ page }) => {
  await friendtechUser(page);
  const address = subject(4);
  await page.goto(`/tools/friend-tech/${address}?chain=31337`);
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  const before = await readFriendtech<bigint>('sharesSupply', [address]);
  await expect(page.getByTestId('ft-subject').getByTestId('ft-supply')).toHaveText(before.toString());

  // Its notice lasts 3 s: recorded as it shows, not looked for after the checks below.
  const noticesSeen = await recordNotices(page);
  // The tracked "Key trader" buys one key (anvil's accounts are unlocked).
  const trader = devnetDemo().accounts[1] as Address;
  const value = await readFriendtech<bigint>('getBuyPriceAfterFee', [address, 1n]);
  changingTheChain();
  const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl()), account: trader });
  const hash = await wallet.writeContract({
    address: friendtechContract(),
    abi: FRIENDTECH_ABI,
    functionName: 'buyShares',
    args: [address, 1n],
    value,
  });
  const receipt = await devnetClient().waitForTransactionReceipt({ hash });
  const log = receipt.logs.find((l) => l.address.toLowerCase() === friendtechContract().toLowerCase());

  const row = page.locator(`[data-testid="ft-trade"][data-key="${hash}:${log?.logIndex}"]`);
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row).toHaveClass(/ft-arrived/);
  // Highlighted by colour, and named new for a screen reader; trades not highlighted are not.
  await expect(row.getByRole('cell').first()).toHaveText(/^New: /);
  await expect(page.locator('[data-testid="ft-trade"]:not(.ft-arrived)').first().getByRole('cell').first()).not.toHaveText(/New/);
  await expect(row).toContainText('Key trader');
  await expect.poll(async () => (await noticesSeen()).some((n) => n.text.includes('Key trader bought 1 key of Creator five'))).toBe(true);
  await expect(page.getByTestId('ft-subject').getByTestId('ft-supply')).toHaveText((before + 1n).toString());
  await expect(page.getByTestId('ft-trade').first()).toHaveAttribute('data-key', `${hash}:${log?.logIndex}`);
  // "New" means just now: after a few seconds the row is an ordinary one (as a live transfer in txns).
  await expect(row).not.toHaveClass(/ft-arrived/, { timeout: 10_000 });
  await expect(row.getByRole('cell').first()).not.toHaveText(/New/);
});
