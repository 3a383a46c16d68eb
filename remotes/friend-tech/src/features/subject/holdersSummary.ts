const plural = (n: bigint | number, one: string, many: string) => (n === 1n || n === 1 ? one : many);

/** "3 of 5 keys are held by the 2 addresses below", in good English for 0 and 1 too. */
export function holdersSummary(found: bigint, supply: bigint, holders: number): string {
  if (supply === 0n) return 'No keys exist yet, so nobody holds any.';
  return `${found} of ${supply} ${plural(supply, 'key is', 'keys are')} held by the ${holders === 1 ? 'address' : `${holders} addresses`} below.`;
}
