import { expect, type Page, type Request } from '@playwright/test';

/**
 * Starts watching the page's requests whose URL matches `url`; the function returned waits until
 * none has gone out or been answered for `quietMs`. For a check that something was *not* written or said (an
 * import or an Undo still on its way), which no event announces: by then it has been sent.
 */
export function watchQuiet(page: Page, url: RegExp, quietMs = 1500): () => Promise<void> {
  let last = Date.now();
  const seen = (request: Request) => {
    if (url.test(request.url())) last = Date.now();
  };
  page.on('request', seen);
  page.on('requestfinished', seen);
  page.on('requestfailed', seen);
  return () => expect.poll(() => Date.now() - last > quietMs).toBe(true);
}
