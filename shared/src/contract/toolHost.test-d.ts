// Type tests: they fail the type check (`pnpm typecheck`, run by `npm test`) if the host↔tool
// contract changes shape. Changing any of these means a contract version bump, except adding an
// optional member (a tool must cope with a host without it).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChainConfig } from '../chains/chains.ts';
import type { NotificationInput } from '../schemas/notification.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';
import type { CONTRACT_VERSION } from './contractVersion.ts';
import type { CoinsSource, ToolHost, ToolMeta } from './toolHost.ts';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_: T) => {};

assert<Equals<typeof CONTRACT_VERSION, 1>>(true);
assert<
  Equals<
    keyof ToolHost,
    'contractVersion' | 'basePath' | 'supabase' | 'user' | 'coins' | 'notify' | 'chains' | 'homeChainId' | 'theme' | 'navigate' | 'notFound'
  >
>(true);
assert<Equals<ToolHost['supabase'], SupabaseClient>>(true);
assert<Equals<ToolHost['user'], { id: string; email: string; displayName: string }>>(true);
assert<Equals<ToolHost['chains'], readonly ChainConfig[]>>(true);
assert<Equals<ToolHost['homeChainId'], number | undefined>>(true);
assert<Equals<ToolHost['theme'], 'dark' | 'light'>>(true);
assert<Equals<ToolHost['notify'], (notification: NotificationInput) => (() => void) | undefined>>(true);
assert<Equals<ToolHost['navigate'], (to: string) => void>>(true);
assert<Equals<ToolHost['notFound'], (() => void) | undefined>>(true);
assert<Equals<CoinsSource['getCoins'], () => readonly TrackedCoin[]>>(true);
assert<Equals<CoinsSource['subscribe'], (listener: () => void) => () => void>>(true);
assert<Equals<ToolMeta, { id: string; title: string; contractVersion: number }>>(true);
