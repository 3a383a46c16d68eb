import { pad } from 'viem';
import { TRANSFER_TOPIC } from './transfer.ts';

type Hex = `0x${string}`;
export type LogFilter = { address: Hex; topics: Array<Hex | Hex[] | null> };

/**
 * The eth_getLogs / eth_subscribe filters for transfers of a token to or from any of `addresses`:
 * topics OR within a position and AND across positions, so "from any" and "to any" are two
 * filters. No addresses means every transfer of the token.
 */
export function transferFilters(token: Hex, addresses: readonly Hex[]): LogFilter[] {
  if (addresses.length === 0) return [{ address: token, topics: [TRANSFER_TOPIC] }];
  const padded = addresses.map((a) => pad(a.toLowerCase() as Hex, { size: 32 }));
  return [
    { address: token, topics: [TRANSFER_TOPIC, padded] },
    { address: token, topics: [TRANSFER_TOPIC, null, padded] },
  ];
}
