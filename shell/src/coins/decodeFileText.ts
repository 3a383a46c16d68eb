/**
 * An import file's text. UTF-8 unless a byte-order mark says UTF-16 (Excel's "Unicode text");
 * bytes that are not UTF-8 are read as Windows-1252, what Excel's "CSV (Comma delimited)" writes on
 * Western systems, rather than turned into "�" without a word. `legacy` says that happened.
 */
export function decodeFileText(bytes: Uint8Array): { text: string; legacy: boolean } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), legacy: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), legacy: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), legacy: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), legacy: true };
  }
}
