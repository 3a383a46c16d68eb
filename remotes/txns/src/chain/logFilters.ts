import { pad } from 'viem';
import { TRANSFER_TOPIC } from './transfer.ts';

type Hex = `0x${string}`;
export type LogFilter = { address: Hex; topics: Array<Hex | Hex[] | null> };

/**
 * Addresses in one topic position at most. geth refuses more than 1,000 ("exceed max topics"), and
 * a coin may track more; half of that leaves room for nodes with a lower cap.
 */
export const MAX_TOPIC_ADDRESSES = 500;

/**
 * The eth_getLogs / eth_subscribe filters for transfers of a token to or from any of `addresses`:
 * topics OR within a position and AND across positions, so "from any" and "to any" are two
 * filters (for each group of MAX_TOPIC_ADDRESSES). No addresses means every transfer of the token.
 */
export function transferFilters(token: Hex, addresses: readonly Hex[]): LogFilter[] {
  if (addresses.length === 0) return [{ address: token, topics: [TRANSFER_TOPIC] }];
  const padded = addresses.map((a) => pad(a.toLowerCase() as Hex, { size: 32 }));
  const filters: LogFilter[] = [];
  for (let i = 0; i < padded.length; i += MAX_TOPIC_ADDRESSES) {
    const group = padded.slice(i, i + MAX_TOPIC_ADDRESSES);
    filters.push({ address: token, topics: [TRANSFER_TOPIC, group] }, { address: token, topics: [TRANSFER_TOPIC, null, group] });
  }
  return filters;
}
