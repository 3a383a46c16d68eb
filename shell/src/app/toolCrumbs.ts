import { hexAddress, shortAddress } from '@coinwatch/shared/toolkit';
import type { RouteHandle } from './routeHandle.ts';

/**
 * A tool's own path as crumbs, each address shortened: /tools/txns/{coin}/{address} → the coin (a
 * ticker, or a pasted token's address), then the address; /tools/friend-tech/{subject} → the
 * subject. The tools read an address with spaces around it, so the crumb drops them.
 */
export const toolCrumbs: RouteHandle['crumb'] = (segments) =>
  segments.map((segment) => (hexAddress(segment) ? shortAddress(segment.trim()) : segment));
