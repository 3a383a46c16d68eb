import type { Locator } from '@playwright/test';

/**
 * Where the text of each matched cell ends on screen (px, rounded): equal for every cell of a
 * column whose numbers line up by their last digit.
 */
export function textRightEdges(cells: Locator): Promise<number[]> {
  return cells.evaluateAll((elements) =>
    elements.map((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return Math.round(text.getBoundingClientRect().right);
    }),
  );
}
