import { hexAddress, shortAddress } from '@coinwatch/shared/toolkit';
import type { RouteHandle } from './routeHandle.ts';

/**
 * A tool's own path as crumbs, each address shortened: /tools/txns/{coin}/{address} → the coin (a
 * ticker, or a pasted token's address), then the address; /tools/friend-tech/{subject} → the
 * subject. The tools read an address with spaces around it, so the crumb drops them. Anything long
 * is shortened too: the crumb and the tab's title must not carry a whole line of junk from a link.
 */
export const toolCrumbs: RouteHandle['crumb'] = (segments) =>
  segments.map((segment) => (hexAddress(segment) ? shortAddress(segment.trim()) : shortened(segment)));

/** Longer than any ticker: a link's junk (a transaction hash, pasted text), which the page refuses. */
const LONG_SEGMENT = 20;

/** A long segment's start and end, as an address is shortened: it names the page, not more. */
function shortened(segment: string): string {
  const characters = Array.from(segment);
  return characters.length > LONG_SEGMENT ? `${characters.slice(0, 10).join('')}…${characters.slice(-4).join('')}` : segment;
}
