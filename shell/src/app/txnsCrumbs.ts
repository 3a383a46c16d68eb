import { hexAddress, shortAddress } from '@coinwatch/shared/toolkit';
import type { RouteHandle } from './routeHandle.ts';

/**
 * /tools/txns/{coin}/{address} → the coin (a ticker, or a pasted token's address shortened), then
 * the address shortened. The tool reads an address with spaces around it, so the crumb drops them.
 */
export const txnsCrumbs: RouteHandle['crumb'] = (segments) =>
  segments.map((segment) => (hexAddress(segment) ? shortAddress(segment.trim()) : segment));
