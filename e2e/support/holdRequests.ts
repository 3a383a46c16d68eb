import type { Page } from '@playwright/test';

export type HeldRequests = {
  /** Lets the held requests (and any later ones) go on to the server. */
  release(): void;
  /** How many matching requests the page has sent so far. */
  readonly sent: number;
};

/**
 * Holds the page's requests to `url` on the network until release(), as a slow network or server
 * would, and counts them. `method` picks one method (others pass); `firstOnly` holds only the first.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  { method, firstOnly = false }: { method?: string; firstOnly?: boolean } = {},
): Promise<HeldRequests> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = 0;
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.continue();
    sent += 1;
    if (!firstOnly || sent === 1) await held;
    await route.continue();
  });
  return {
    release: () => release(),
    get sent() {
      return sent;
    },
  };
}
