import { describe, expect, it } from '@rstest/core';
import { asciiDigits } from './asciiDigits.ts';

describe('asciiDigits', () => {
  it('reads the digits of other scripts as ASCII ones, and leaves the rest as it is', () => {
    expect(asciiDigits('٨٤٢٥٥٧')).toBe('842557'); // Arabic-Indic
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'); // Extended Arabic-Indic (Persian, Urdu)
    expect(asciiDigits('१२')).toBe('12'); // Devanagari
    expect(asciiDigits('৯৮')).toBe('98'); // Bengali, whose row starts off a multiple of 16
    expect(asciiDigits('８４２ ５５７')).toBe('842 557'); // full-width, folded by NFKC
    expect(asciiDigits('+1 (415) 555-0123')).toBe('+1 (415) 555-0123');
    expect(asciiDigits('12a')).toBe('12a');
  });

  it('reads a script with two rows of digits, and the rows of mathematical digits, which follow one another', () => {
    expect(asciiDigits('၁႑')).toBe('11'); // Myanmar, Myanmar Shan
    expect(asciiDigits('𝟗𝟘𝟫')).toBe('909');
  });
});
