import { describe, expect, it } from '@rstest/core';
import { framedTool } from './firstFramePage.ts';

const pageWith = (frame: string | null, path: string) => {
  history.replaceState(null, '', path);
  const root = document.createElement('div');
  if (frame !== null) root.innerHTML = `<main><div class="tool-frame" data-first-frame="${frame}"><section></section></div></main>`;
  return root;
};

describe('framedTool', () => {
  it("names the tool whose first frame is on the tool's own page", () => {
    expect(framedTool(pageWith('txns', '/tools/txns'))).toBe('txns');
    expect(framedTool(pageWith('friend-tech', '/tools/friend-tech/'))).toBe('friend-tech');
  });

  it('is null for a page without a frame, a frame of no known tool, or a page kept for another path (offline)', () => {
    expect(framedTool(pageWith(null, '/tools/txns'))).toBeNull();
    expect(framedTool(pageWith('evil', '/tools/evil'))).toBeNull();
    expect(framedTool(pageWith('txns', '/settings'))).toBeNull();
    expect(framedTool(pageWith('txns', '/tools/txns/DMO'))).toBeNull();
  });
});
