import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultChains } from '../../src/chains/chains.ts';
import { CONTRACT_VERSION } from '../../src/contract/contractVersion.ts';
import type { ToolHost } from '../../src/contract/toolHost.ts';

/**
 * Fails loudly: a first render that reaches for the user's data (or the network) cannot be a first
 * frame, which every visitor's page shares.
 */
const unavailable = (what: string) => () => {
  throw new Error(`${what} is not available in a tool's first frame: read it in an effect, after the first render.`);
};

/**
 * The host a tool's first frame is rendered with, at build time: nobody signed in yet, the coins
 * not loaded, the default chains and theme. A tool's first render with it is what the tool shows
 * while the shell still loads the user's data.
 */
export function firstFrameHost(basePath: string): ToolHost {
  return {
    contractVersion: CONTRACT_VERSION,
    basePath,
    supabase: new Proxy({} as SupabaseClient, { get: unavailable('The supabase client') }),
    user: { id: '', email: '', displayName: '' },
    coins: { getCoins: () => [], isLoaded: () => false, subscribe: () => () => {} },
    notify: unavailable('notify'),
    chains: defaultChains,
    theme: 'dark',
    navigate: unavailable('navigate'),
  };
}
