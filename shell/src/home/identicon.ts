/**
 * The colour's lightness per theme: at 50 % a blue one stood at 2:1 on the dark page and a yellow one
 * at 1.6:1 on the light one, nearly invisible. These keep every hue at 3:1 or more on the page's
 * background (WCAG 1.4.11), which the identicon's own background is.
 */
const IDENTICON_LIGHTNESS = { light: 33, dark: 65 } as const;

/**
 * A tiny deterministic identicon: a 5×5 grid mirrored left to right (15 cells chosen by the
 * address's hex digits) and a hue taken from its last digits. Enough to tell addresses apart at a glance.
 */
export function identicon(address: string, dark = false): { color: string; cells: Array<[number, number]> } {
  const hex = address.replace(/^0x/i, '').toLowerCase().padEnd(40, '0');
  const hue = Number.parseInt(hex.slice(-6), 16) % 360;
  const cells: Array<[number, number]> = [];
  for (let i = 0; i < 15; i++) {
    if (Number.parseInt(hex[i] ?? '0', 16) % 2 === 0) continue;
    const row = Math.floor(i / 3);
    const col = i % 3;
    cells.push([col, row]);
    if (col < 2) cells.push([4 - col, row]);
  }
  return { color: `hsl(${hue} 65% ${IDENTICON_LIGHTNESS[dark ? 'dark' : 'light']}%)`, cells };
}
