const DIGIT = /\p{Nd}/u;

/**
 * Digits of any script as ASCII ones: a Japanese keyboard types full-width "１２", an Egyptian one
 * Arabic-Indic "١٢", a Hindi one Devanagari "१२", and each is the number 12 to its user. Fields that
 * take digits read them this way rather than refuse them. Unicode keeps each script's digits
 * 0 to 9 in a row, so a digit's value is its distance from the start of its row.
 */
export function asciiDigits(text: string): string {
  return text.normalize('NFKC').replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    let zero = code;
    while (DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
    return String((code - zero) % 10);
  });
}
