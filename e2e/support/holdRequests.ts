import type { Page } from '@playwright/test';

export type HeldRequests = {
  /** Lets the held requests (and any later ones) go on to the server. */
  release(): void;
  /** How many matching requests the page has sent so far. */
  readonly sent: number;
  /** With `answerLate`: how many of the held requests the server has answered (their answers still held). */
  readonly answered: number;
};

/**
 * Holds the page's requests to `url` on the network until release(), as a slow network or server
 * would, and counts them. `method` picks one method and `bodyHas` the requests whose body holds a
 * text, any case (a JSON-RPC method, an address); others pass. `firstOnly` holds only the first.
 * `answerLate`: the request reaches the server at once and only its answer is held, so it carries
 * what the server had before anything the page does meanwhile.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
  {
    method,
    bodyHas,
    firstOnly = false,
    answerLate = false,
  }: { method?: string; bodyHas?: string; firstOnly?: boolean; answerLate?: boolean } = {},
): Promise<HeldRequests> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = 0;
  let answered = 0;
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.continue();
    if (bodyHas && !(route.request().postData() ?? '').toLowerCase().includes(bodyHas.toLowerCase())) return route.continue();
    sent += 1;
    const hold = !firstOnly || sent === 1;
    if (answerLate && hold) {
      const response = await route.fetch();
      answered += 1;
      await held;
      return route.fulfill({ response });
    }
    if (hold) await held;
    await route.continue();
  });
  return {
    release: () => release(),
    get sent() {
      return sent;
    },
    get answered() {
      return answered;
    },
  };
}
