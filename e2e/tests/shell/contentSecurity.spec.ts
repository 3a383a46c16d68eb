import { expect, test } from '@playwright/test';
import { signedInPage } from '../../support/auth.ts';
import { rpcUrl } from '../../support/devnet.ts';

/** What the page's content security policy says about a fetch from the page: the blocked address, or null. */
const blockedFetch = (url: string) =>
  new Promise<string | null>((resolve) => {
    document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true });
    // Refused or not, the fetch itself may fail here (no internet): only the policy's verdict counts.
    fetch(url, { method: 'POST' }).then(
      () => resolve(null),
      () => setTimeout(() => resolve(null), 500),
    );
  });

test('a signed-in page may send data to its API and the chains’ nodes, and to no other host', async ({ page }) => {
  await signedInPage(page);
  // A script that found its way in could not post the session to a host of its own.
  expect(await page.evaluate(blockedFetch, 'https://collector.example/session')).toBe('https://collector.example/session');
  // The nodes the app reads chains from stay reachable.
  expect(await page.evaluate(blockedFetch, rpcUrl())).toBeNull();
  expect(await page.evaluate(blockedFetch, 'https://mainnet.base.org/')).toBeNull();
});
