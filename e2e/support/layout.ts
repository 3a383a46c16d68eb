import { expect, type Locator } from '@playwright/test';

/**
 * The text of every matched cell ends at one place on screen: a column whose numbers line up by
 * their last digit, under a heading aligned with them.
 */
export async function expectLinedUpRight(cells: Locator, column: string): Promise<void> {
  const edges = await cells.evaluateAll((elements) =>
    elements.map((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return Math.round(text.getBoundingClientRect().right);
    }),
  );
  expect(edges.length, `${column}: cells`).toBeGreaterThan(1);
  expect(new Set(edges).size, `${column}: right edges ${edges.join(', ')}`).toBe(1);
}
