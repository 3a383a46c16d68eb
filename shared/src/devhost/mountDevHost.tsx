import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type ComponentType, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { type ChainOverrides, ChainOverridesSchema, DEVNET_CHAIN_ID, resolveChains } from '../chains/chains.ts';
import type { ToolHost, ToolMeta, ToolProps } from '../contract/toolHost.ts';
import { coinsFromRows } from '../data/coinRows.ts';
import { readCoinRows } from '../data/readCoinRows.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';
import { DevSignIn } from './DevSignIn.tsx';

declare const __DEV_CONFIG_URL__: string;
/**
 * Where the dev host reads the local stack's URL, anon key and chain URLs: the app server of the
 * `npm start` on the same COINWATCH_PORT_OFFSET (the dev server's build sets it).
 */
const CONFIG_URL = __DEV_CONFIG_URL__;
const DevConfigSchema = z.object({ supabaseUrl: z.url(), supabaseAnonKey: z.string().min(1), chains: ChainOverridesSchema.default({}) });

type DevHostProps = { Tool: ComponentType<ToolProps>; toolMeta: ToolMeta };

/**
 * A small stand-in for the shell, so one tool runs alone: signs in against the local stack and
 * hands the tool a host with the user's real coins.
 */
export function mountDevHost(props: DevHostProps): void {
  const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(el).render(
    <BrowserRouter>
      <DevHost {...props} />
    </BrowserRouter>,
  );
}

function DevHost({ Tool, toolMeta }: DevHostProps) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [host, setHost] = useState<ToolHost | null>(null);
  const [chains, setChains] = useState<ChainOverrides>({});
  const navigate = useNavigate();

  useEffect(() => {
    fetch(CONFIG_URL, { cache: 'no-store' })
      .then((r) => r.json())
      .then((json) => {
        const config = DevConfigSchema.parse(json);
        setChains(config.chains);
        setClient(createClient(config.supabaseUrl, config.supabaseAnonKey));
      })
      .catch(() =>
        setError(
          `Could not read ${CONFIG_URL}: start the app with 'npm start' first, with the same COINWATCH_PORT_OFFSET as this dev server.`,
        ),
      );
  }, []);

  async function onSignedIn(supabase: SupabaseClient) {
    const { data: auth } = await supabase.auth.getUser();
    if (!auth.user) return;
    let coins: TrackedCoin[] = [];
    const listeners = new Set<() => void>();
    const answer = await readCoinRows(supabase);
    if (answer.error) setError(answer.error.message);
    else coins = coinsFromRows(answer.coins, answer.addresses);
    setHost({
      contractVersion: 1,
      basePath: `/tools/${toolMeta.id}`,
      supabase,
      user: { id: auth.user.id, email: auth.user.email ?? '', displayName: '' },
      coins: {
        getCoins: () => coins,
        isLoaded: () => true,
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      notify: (n) => {
        console.info(`[notify] ${n.icon}: ${n.primaryText} — ${n.secondaryText}`);
        return () => console.info(`[notify] taken back: ${n.primaryText}`);
      },
      // The stack's own chain URLs (its devnet on a moved port), as the shell's config gives them.
      chains: resolveChains(chains),
      // A dev server runs beside a local stack, whose demo data is on its devnet.
      homeChainId: DEVNET_CHAIN_ID,
      theme: 'dark',
      navigate: (to) => navigate(to),
    });
  }

  if (error) return <p role="alert">{error}</p>;
  if (!client) return <p>Loading…</p>;
  if (!host) return <DevSignIn supabase={client} onSignedIn={onSignedIn} title={toolMeta.title} />;
  return (
    <Routes>
      <Route path={`${host.basePath}/*`} element={<Tool host={host} />} />
      <Route path="*" element={<a href={host.basePath}>Open {toolMeta.title}</a>} />
    </Routes>
  );
}
