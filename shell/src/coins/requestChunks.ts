/**
 * Bytes of JSON a write request carries at most: half the API's 1 MB body limit. Counted in bytes,
 * not rows: a 200-letter description in Chinese or Japanese is 600 bytes, so 2,000 such rows passed it.
 */
const REQUEST_BYTES = 512 * 1024;

/** The rows in their order, split into requests whose JSON bodies stay within `maxBytes`. */
export function requestChunks<T>(rows: readonly T[], maxBytes = REQUEST_BYTES): T[][] {
  const encoder = new TextEncoder();
  const out: T[][] = [];
  let part: T[] = [];
  // The brackets of the array; each row adds its own JSON and a comma.
  let bytes = 2;
  for (const row of rows) {
    const size = encoder.encode(JSON.stringify(row)).length + 1;
    if (part.length > 0 && bytes + size > maxBytes) {
      out.push(part);
      part = [];
      bytes = 2;
    }
    part.push(row);
    bytes += size;
  }
  if (part.length > 0) out.push(part);
  return out;
}
