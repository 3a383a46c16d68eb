/** A count with its noun: "1 coin", "3 coins", "0 coins". */
export function countOf(n: number | bigint, one: string, many: string): string {
  return `${n} ${n === 1 || n === 1n ? one : many}`;
}
