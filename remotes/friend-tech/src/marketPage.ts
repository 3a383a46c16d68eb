import type { PublicClient } from 'viem';
import type { Market } from './chain/deployments.ts';
import type { TrackedLabel } from './features/addresses/trackedAddresses.ts';
import type { FeedState, TradeFeed } from './features/trades/tradeFeed.ts';

/** What each page of one chain's friend.tech gets from the tool. */
export type MarketPageProps = {
  market: Market;
  client: PublicClient;
  tracked: ReadonlyMap<string, TrackedLabel>;
  /**
   * Whether the host has the user's coins: until then, no tracked address is no news; 'failed',
   * the shell says its list could not be read (a tool adds no message under it).
   */
  trackedStatus: 'waiting' | 'loaded' | 'failed';
  feed: TradeFeed;
  state: FeedState;
  /** The page of an address's keys, on this chain. */
  subjectHref(address: string): string;
};
