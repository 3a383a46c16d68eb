/**
 * A tiny deterministic identicon: a 5×5 grid mirrored left to right (15 cells chosen by the
 * address's hex digits) and a hue taken from its last digits. Enough to tell addresses apart at a glance.
 */
export function identicon(address: string): { color: string; cells: Array<[number, number]> } {
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
  return { color: `hsl(${hue} 65% 50%)`, cells };
}
