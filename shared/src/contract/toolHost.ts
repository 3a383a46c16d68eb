import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { ChainConfig } from '../chains/chains.ts';
import type { NotificationInput } from '../schemas/notification.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';
import { CONTRACT_VERSION } from './contractVersion.ts';

/** The contract versions (contractVersion.ts) of the tools this shell can serve. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1];

/** What a tool module declares about itself; validated by the shell after loading. */
export const ToolMetaSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  contractVersion: z.number().int().positive(),
});
export type ToolMeta = z.infer<typeof ToolMetaSchema>;

export type ThemeName = 'dark' | 'light';

/** The signed-in user as a tool sees it: plain data, no tokens. */
export type ToolUser = { id: string; email: string; displayName: string };

/** Tracked coins, read and subscribed to; listeners get plain arrays. */
export type CoinsSource = {
  getCoins(): readonly TrackedCoin[];
  /** Whether the list has been loaded yet (a tool should not say "unknown coin" before that). */
  isLoaded(): boolean;
  /**
   * Whether the list could not be loaded (and none was before): the host says so where the tool is,
   * with a Retry, so a tool shows no "Loading your coins…" under it. Optional: a host without it
   * never reports a failure.
   */
  loadFailed?(): boolean;
  subscribe(listener: () => void): () => void;
};

/**
 * What the shell hands a tool. Functions and plain data only: a tool may run in its own React root,
 * and valtio proxies must never cross the boundary.
 */
export type ToolHost = {
  contractVersion: typeof CONTRACT_VERSION;
  /** Where the tool is mounted, e.g. '/tools/txns'; the tool's routes are below it. */
  basePath: string;
  /** The page's one supabase client, signed in as the user. */
  supabase: SupabaseClient;
  user: ToolUser;
  coins: CoinsSource;
  /**
   * Shows a toast. Pressing its action (an Undo) also closes it; and one with an action goes when
   * the user signs out, so it never acts for the next user. Returns what takes the toast back before
   * its time, for one that has stopped being true (a wait it told of has ended); undefined from an
   * older host, and for a toast not shown.
   */
  notify(notification: NotificationInput): (() => void) | undefined;
  chains: readonly ChainConfig[];
  /**
   * The chain this site's own chain data is on (the devnet when the app runs on a local stack), one
   * of `chains`, which a tool opens on while the user has chosen no chain. Optional: a hosted site
   * on public chains has none, and a tool then opens on its own default.
   */
  homeChainId?: number;
  theme: ThemeName;
  /** Ask the host to navigate (a tool never hard-codes another tool's URL). */
  navigate(to: string): void;
  /**
   * Tell the host that the current path is none of the tool's pages: the host shows its 404 page in
   * the tool's place until the path changes. Optional: a tool must cope with a host without it.
   */
  notFound?(): void;
};

const fn = <T>() => z.custom<T>((v) => typeof v === 'function');

/** Runtime check of a host object, for a tool's dev host and the shell's tests. */
export const ToolHostSchema = z.object({
  contractVersion: z.literal(CONTRACT_VERSION),
  basePath: z.string().startsWith('/'),
  supabase: z.custom<SupabaseClient>((v) => typeof v === 'object' && v !== null && 'auth' in v && 'from' in v),
  user: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  coins: z.object({
    getCoins: fn<CoinsSource['getCoins']>(),
    isLoaded: fn<CoinsSource['isLoaded']>(),
    loadFailed: fn<NonNullable<CoinsSource['loadFailed']>>().optional(),
    subscribe: fn<CoinsSource['subscribe']>(),
  }),
  notify: fn<ToolHost['notify']>(),
  chains: z.array(z.custom<ChainConfig>()),
  homeChainId: z.number().int().positive().optional(),
  theme: z.enum(['dark', 'light']),
  navigate: fn<ToolHost['navigate']>(),
  notFound: fn<NonNullable<ToolHost['notFound']>>().optional(),
});

/** The props of a tool's exported component. */
export type ToolProps = { host: ToolHost };

/** What a tool's exposed module './Tool' exports. */
export type ToolModule = {
  default: (props: ToolProps) => unknown;
  toolMeta: ToolMeta;
};
