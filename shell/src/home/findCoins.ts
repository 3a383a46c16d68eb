import type { TrackedAddress, TrackedCoin } from '@coinwatch/shared';

/** A coin on Home, with those of its addresses that are shown. */
export type FoundCoin = { coin: TrackedCoin; addresses: readonly TrackedAddress[] };

/** The longest text the find box takes: longer than any address or description worth typing. */
export const FIND_MAX_LENGTH = 100;

type Matchers = {
  coin(coin: Pick<TrackedCoin, 'coinTicker' | 'coinName' | 'coinAddress'>): boolean;
  address(address: Pick<TrackedAddress, 'address' | 'description'>): boolean;
};

/** What the text finds, or null for no text (everything shows). */
function matchersFor(text: string): Matchers | null {
  const wanted = text.normalize('NFKC').trim().toLowerCase();
  if (!wanted) return null;
  const hex = /^(0x)?[0-9a-f]+$/.test(wanted) ? wanted.replace(/^0x/, '') : null;
  const inText = (value: string) => value.normalize('NFKC').toLowerCase().includes(wanted);
  const inAddress = (value: string) => hex !== null && value.toLowerCase().replace(/^0x/, '').includes(hex);
  return {
    coin: (c) => inText(c.coinTicker) || inText(c.coinName) || inAddress(c.coinAddress),
    address: (a) => inAddress(a.address) || inText(a.description),
  };
}

/**
 * What the find box on Home shows: a coin whose ticker, name or contract holds the text, with all
 * its addresses; else a coin with the addresses whose address or description holds it. Case and
 * width do not count (ＵＳＤＣ finds USDC), nor does an address's 0x or its checksum's capitals.
 */
export function findCoins(items: readonly TrackedCoin[], text: string): FoundCoin[] {
  const match = matchersFor(text);
  if (!match) return items.map((coin) => ({ coin, addresses: coin.addresses }));
  const found: FoundCoin[] = [];
  for (const coin of items) {
    if (match.coin(coin)) {
      found.push({ coin, addresses: coin.addresses });
      continue;
    }
    const addresses = coin.addresses.filter(match.address);
    if (addresses.length > 0) found.push({ coin, addresses });
  }
  return found;
}
