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
});
