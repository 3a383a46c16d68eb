import type { Page } from '@playwright/test';

/**
 * From now on until the page is left, what each frame is about to paint: `probe` runs in the page
 * just before every paint (requestAnimationFrame), so a state that was on screen for one frame
 * only is caught too. `frames()` reads what it found, in order.
 */
export async function recordFrames<T>(page: Page, probe: () => T): Promise<{ frames(): Promise<T[]> }> {
  await page.evaluate(`(() => {
    const probe = ${probe.toString()};
    const frames = [];
    window.__paintedFrames = frames;
    const sample = () => {
      frames.push(probe());
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  })()`);
  return { frames: () => page.evaluate('window.__paintedFrames') as Promise<T[]> };
}
