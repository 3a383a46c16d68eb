import { describe, expect, it } from '@rstest/core';
import { qrCodeSrc } from './accountActions.ts';

describe('qrCodeSrc', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000" d="M0 0h1v1H0z"/></svg>';
  it('keeps the SVG data URL prefix and escapes the markup, so a # cannot cut it short', () => {
    const src = qrCodeSrc(`data:image/svg+xml;utf-8,${svg}`);
    expect(src.startsWith('data:image/svg+xml;utf-8,')).toBe(true);
    expect(src).not.toContain('#');
    expect(decodeURIComponent(src.slice('data:image/svg+xml;utf-8,'.length))).toBe(svg);
  });
  it('takes raw SVG markup too', () => {
    expect(qrCodeSrc(svg)).toBe(qrCodeSrc(`data:image/svg+xml;utf-8,${svg}`));
  });
});
