/** A spreadsheet's own file, which its app can save as CSV: the panel says how. */
export const WORKBOOK = 'a spreadsheet workbook';

/**
 * Kinds a user may pick by mistake under "All files", named by the bytes they start with. A
 * workbook is a ZIP (Excel's .xlsx, LibreOffice's .ods, Numbers) or an old Excel .xls (an OLE
 * compound file).
 */
const MAGIC: readonly (readonly [kind: string, start: readonly number[]])[] = [
  [WORKBOOK, [0x50, 0x4b, 0x03, 0x04]],
  [WORKBOOK, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a gzip archive', [0x1f, 0x8b]],
];

/** How much of a file is looked at: enough for any header, little for a file of megabytes. */
const SAMPLE = 8192;
/** Text has almost no control characters; random bytes are one in nine of them. */
const CONTROL_SHARE = 0.05;

/** A control character that no text file holds (tab, line ends and form feed are text). */
const isControl = (b: number) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f;

/**
 * What a file is when it is not text (an image picked under "All files"), else null. Read as text,
 * such a file gave a screenful of row problems about a "CSV" that is not one. A NUL byte, or many
 * control characters, in its first few KB say so; a UTF-16 file (NUL in every ASCII letter) is
 * text, known by its byte-order mark. Windows-1252's letters (0x80-0xff) are not control characters.
 */
export function binaryFileKind(bytes: Uint8Array): string | null {
  const starts = (magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
  const named = MAGIC.find(([, magic]) => starts(magic));
  if (named) return named[0];
  if (starts([0xff, 0xfe]) || starts([0xfe, 0xff])) return null;
  const sample = bytes.subarray(0, SAMPLE);
  let controls = 0;
  for (const b of sample) {
    if (b === 0) return 'binary data';
    if (isControl(b)) controls++;
  }
  return controls > sample.length * CONTROL_SHARE ? 'binary data' : null;
}
