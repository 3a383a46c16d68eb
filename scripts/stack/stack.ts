import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevnetDemo, devnetRpcUrl, startDevnet } from '@coinwatch/devnet';
import { startLocalStack } from '@coinwatch/local-stack';
import { resolveChains } from '@coinwatch/shared';
import { TOOL_IDS, type ToolId } from '@coinwatch/shared/federation';
import { stackPorts } from '@coinwatch/shared/stack-ports';
import { assembleSite, spawnStaticServer, writeRuntimeConfig } from '@coinwatch/static';
import { LOCAL_DIR, remoteDist, SHELL_DIST } from './paths.ts';
import { assertPortsFree } from './preflight.ts';

export type StackOptions = {
  /** A throw-away data folder (tests) instead of the persistent one in .local/ (npm start). */
  ephemeral?: boolean;
  /** Keep a transfer going every few seconds, so the txns monitor has live events. */
  traffic?: boolean;
  /** Email confirmation on (the hosted default). */
  autoconfirm?: boolean;
  log?: (line: string) => void;
  /** The command that starts it, for what to type instead when a port is taken. */
  command?: 'start' | 'test' | 'bench';
  /** Aborted (Ctrl+C during start-up): stops what has started once the step under way ends. */
  signal?: AbortSignal;
};

export type Stack = {
  appUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs the stack's tokens; for the contract suite, which checks an expired token signed with it. */
  jwtSecret: string;
  inboxUrl: string;
  rpcUrl: string;
  wsUrl: string;
  siteDir: string;
  devnetDemo: DevnetDemo;
  /** Settles with the name of a part whose process ended without being stopped (a crash, a kill). */
  ended: Promise<string>;
  stop(): Promise<void>;
};

/** Times one service's start, so the start-up summary shows where the seconds go. */
async function step<T>(log: (line: string) => void, signal: AbortSignal | undefined, name: string, start: () => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  const t0 = performance.now();
  log(`… starting ${name}`);
  const value = await start();
  log(`✓ ${name} ready (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return value;
}

/**
 * Starts every service the app needs and waits until each is ready: the Supabase-compatible local
 * stack, the EVM devnet with demo data, and the app server with its runtime config.
 */
export async function startStack({
  ephemeral = false,
  traffic = false,
  autoconfirm = false,
  log = console.log,
  command = 'start',
  signal,
}: StackOptions = {}): Promise<Stack> {
  await assertPortsFree(command);
  const dataDir = ephemeral ? await mkdtemp(join(tmpdir(), 'coinwatch-')) : LOCAL_DIR;
  const ports = stackPorts();
  // Stopped last: an ephemeral stack's database and site go with it.
  const stops: Array<() => Promise<void>> = ephemeral ? [() => rm(dataDir, { recursive: true, force: true })] : [];
  // Once, however often it is asked (Ctrl+C's handler and the command's own finally both do):
  // each part stops once, in reverse order.
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      for (const s of [...stops].reverse()) await s().catch((error) => log(`stop failed: ${error}`));
    })());
  try {
    const supabase = await step(log, signal, 'Supabase-compatible local stack', () =>
      startLocalStack({
        dataDir: join(dataDir, 'supabase'),
        port: ports.api,
        mailPort: ports.inbox,
        autoconfirm,
        siteUrl: `http://localhost:${ports.app}`,
        // save-proof checks a devnet contract wallet's signature on the devnet, which starts next.
        functionSecrets: { RPC_URL_31337: devnetRpcUrl(ports.devnet) },
        log,
      }),
    );
    stops.push(() => supabase.stop());
    const devnet = await step(log, signal, 'EVM devnet (anvil) with demo data', () =>
      startDevnet({ traffic, port: ports.devnet, log, signal }),
    );
    stops.push(() => devnet.stop());
    const siteDir = join(dataDir, 'site');
    const chains = { '31337': { rpcHttp: devnet.rpcUrl, rpcWs: devnet.wsUrl } };
    await step(log, signal, 'app files', async () => {
      const remotes = Object.fromEntries(TOOL_IDS.map((id) => [id, remoteDist(id)])) as Record<ToolId, string>;
      await assembleSite(siteDir, { shell: SHELL_DIST, remotes });
      await writeRuntimeConfig(siteDir, {
        supabaseUrl: supabase.url,
        supabaseAnonKey: supabase.anonKey,
        chains,
        devnet: devnet.demo,
        localInbox: supabase.inboxUrl,
      });
    });
    // In a process of its own: PGlite and the auth server run in this one, and a query or a
    // password hash would otherwise hold a page's files back.
    const app = await step(log, signal, 'app server', () =>
      spawnStaticServer({
        siteDir,
        port: ports.app,
        // The API and each chain's nodes, nothing else: an injected script could not send a
        // session token to a host of its own.
        connectSources: [supabase.url, ...resolveChains(chains).flatMap((chain) => [chain.rpcHttp, chain.rpcWs])],
      }),
    );
    stops.push(() => app.stop());
    signal?.throwIfAborted();
    // A part that ends while nothing stopped it: one that is stopped ends as asked, not told.
    const unasked = (name: string, exited: Promise<void>) => exited.then(() => (stopped === null ? name : new Promise<string>(() => {})));
    const ended = Promise.race([
      unasked('PostgREST (the database API)', supabase.exited),
      unasked('The EVM devnet (anvil)', devnet.exited),
      unasked('The app server', app.exited),
    ]);
    return {
      appUrl: app.url,
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      serviceRoleKey: supabase.serviceRoleKey,
      jwtSecret: supabase.jwtSecret,
      inboxUrl: supabase.inboxUrl,
      rpcUrl: devnet.rpcUrl,
      wsUrl: devnet.wsUrl,
      siteDir,
      devnetDemo: devnet.demo,
      ended,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The stack's coordinates as environment variables, for the contract and browser test suites. */
export function stackEnv(stack: Stack): Record<string, string> {
  return {
    COINWATCH_APP_URL: stack.appUrl,
    COINWATCH_SITE_DIR: stack.siteDir,
    SUPABASE_URL: stack.supabaseUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    // Without it the contract suite skips its checks of tokens signed with the stack's own secret.
    SUPABASE_JWT_SECRET: stack.jwtSecret,
    // Where the stack's email links lead (the app): moved with COINWATCH_PORT_OFFSET.
    SITE_URL: stack.appUrl,
    INBOX_URL: stack.inboxUrl,
    DEVNET_RPC_URL: stack.rpcUrl,
    DEVNET_WS_URL: stack.wsUrl,
    DEVNET_DEMO: JSON.stringify(stack.devnetDemo),
  };
}
