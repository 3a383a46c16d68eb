/** Digits grouped as the rest of the UI shows them, whatever the browser's language: "10,000". */
export const grouped = (n: number | bigint): string => n.toLocaleString('en-US');

/** A count with its noun, digits grouped as the rest of the UI shows them: "1 coin", "3 coins", "10,000 addresses". */
export function countOf(n: number | bigint, one: string, many: string): string {
  return `${grouped(n)} ${n === 1 || n === 1n ? one : many}`;
}
