import { describe, expect, it } from '@rstest/core';
import { identicon } from './identicon.ts';

describe('identicon', () => {
  it('is the same for the same address, whatever its case or prefix, and mirrored', () => {
    const a = identicon('0x8617E340B3D01FA5F11F306F4090FD50E238070D');
    expect(a.cells.length).toBeGreaterThan(0);
    expect(identicon('8617e340b3d01fa5f11f306f4090fd50e238070d')).toEqual(a);
    for (const [x, y] of a.cells) expect(a.cells).toContainEqual([4 - x, y]);
  });

  it('differs between addresses, in its pattern, not only its colour', () => {
    const one = identicon('0x0000000000000000000000000000000000000001');
    const other = identicon('0x8617e340b3d01fa5f11f306f4090fd50e238070d');
    expect(one.cells.length + other.cells.length).toBeGreaterThan(0);
    expect(one.cells).not.toEqual(other.cells);
  });

  it('stands at 3:1 or more on the page in both themes, whatever its hue (WCAG 1.4.11)', () => {
    // The theme's backgrounds (theme.css --color-bg), which the identicon sits on.
    const backgrounds = { light: [0xf7, 0xf8, 0xfa], dark: [0x0f, 0x12, 0x18] } as const;
    for (const dark of [false, true]) {
      let lowest = Number.POSITIVE_INFINITY;
      for (let hue = 0; hue < 360; hue++) {
        const address = `0x${'1'.repeat(34)}${hue.toString(16).padStart(6, '0')}`;
        const color = identicon(address, dark).color;
        lowest = Math.min(lowest, contrast(rgbOfHsl(color), backgrounds[dark ? 'dark' : 'light']));
      }
      expect(lowest, dark ? 'dark' : 'light').toBeGreaterThanOrEqual(3);
    }
  });
});

/** hsl(h s% l%) → 0–255 RGB (CSS Color 4's conversion). */
function rgbOfHsl(color: string): readonly number[] {
  const [h = 0, s = 0, l = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** WCAG 2's contrast ratio of two 0–255 RGB colours. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
