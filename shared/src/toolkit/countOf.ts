/** A count with its noun, digits grouped as the rest of the UI shows them: "1 coin", "3 coins", "10,000 addresses". */
export function countOf(n: number | bigint, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 || n === 1n ? one : many}`;
}
