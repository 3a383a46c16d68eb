import type { Page } from '@playwright/test';

/** A notification as it was first drawn: its words, and how tall its detail and itself were. */
export type NoticeSeen = { text: string; detail: string; detailLines: number; height: number };

/**
 * Records every notification the page shows from now on, as it is drawn, however briefly: a
 * success notice goes after 3 s, and on a loaded machine a look at the screen can come after that.
 * Returns a reader of the record.
 */
export async function recordNotices(page: Page): Promise<() => Promise<NoticeSeen[]>> {
  await page.evaluate(() => {
    const seen: NoticeSeen[] = [];
    Object.assign(window, { noticesSeen: seen });
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="notification"]'))) {
        const text = notice.textContent ?? '';
        if (seen.some((s) => s.text === text)) continue;
        // Layout sizes, not on-screen boxes: an entering notice may be scaled by its animation.
        const detail = notice.querySelector<HTMLElement>('.toast-text > span');
        const lineHeight = detail ? Number.parseFloat(getComputedStyle(detail).lineHeight) : 0;
        seen.push({
          text,
          detail: detail?.textContent ?? '',
          detailLines: detail && lineHeight ? detail.offsetHeight / lineHeight : 0,
          height: notice.offsetHeight,
        });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { noticesSeen: NoticeSeen[] }).noticesSeen);
}
