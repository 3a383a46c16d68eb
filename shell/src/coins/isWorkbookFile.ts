/**
 * Whether the bytes are a spreadsheet workbook rather than text: a ZIP (Excel's .xlsx, LibreOffice's
 * .ods, Numbers) or an old Excel .xls (an OLE compound file). Read as text, either gave a screenful
 * of column counts about a "CSV" that is not one.
 */
export function isWorkbookFile(bytes: Uint8Array): boolean {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  return starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
}
