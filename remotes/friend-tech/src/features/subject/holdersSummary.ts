import { countOf, grouped } from '@coinwatch/shared/toolkit';

/** "3 of 5 keys are held by the 2 addresses below", in good English for 0 and 1 too. */
export function holdersSummary(found: bigint, supply: bigint, holders: number): string {
  if (supply === 0n) return 'No keys exist yet, so nobody holds any.';
  if (holders === 0) return `No address seen here holds ${supply === 1n ? 'the only key' : `any of the ${grouped(supply)} keys`}.`;
  const held = `${grouped(found)} of ${countOf(supply, 'key is', 'keys are')}`;
  return `${held} held by the ${holders === 1 ? 'address' : countOf(holders, 'address', 'addresses')} below.`;
}
