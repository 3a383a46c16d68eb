import {
  type RemotesManifest,
  RemotesManifestSchema,
  SUPPORTED_CONTRACT_VERSIONS,
  type ToolMeta,
  ToolMetaSchema,
  type ToolProps,
} from '@coinwatch/shared';
import { federationName, type ToolId } from '@coinwatch/shared/federation';
import { withDeadline } from '@coinwatch/shared/toolkit';
import type { ComponentType } from 'react';
import { maybeSignedIn } from '../auth/supabaseClient.ts';
import { fetchJson } from '../config/runtimeConfig.ts';

export class ToolUnavailableError extends Error {
  override name = 'ToolUnavailableError';
  constructor(
    message: string,
    options: ErrorOptions & {
      /** The server's HTTP status for the tool's manifest, when it answered with an error: not the user's connection. */
      serverStatus?: number | null;
    } = {},
  ) {
    super(message, options);
    this.serverStatus = options.serverStatus ?? null;
  }
  readonly serverStatus: number | null;
}

/**
 * Why a tool did not load, when the server says: its manifest's HTTP error status (a release whose
 * files are gone answers 404). Null when offline or the manifest is there (a chunk failed).
 */
async function serverStatusOf(entry: string | undefined): Promise<number | null> {
  if (!entry || !navigator.onLine) return null;
  return fetch(entry, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => (response.ok ? null : response.status),
    () => null,
  );
}
/** A build that loads but is not a working build of this tool: retrying gets the same files. */
export class ToolBrokenError extends Error {
  override name = 'ToolBrokenError';
}
export class ToolUpdateRequiredError extends Error {
  override name = 'ToolUpdateRequiredError';
  constructor(readonly meta: ToolMeta) {
    super(`${meta.title} uses contract version ${meta.contractVersion}; this app serves ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}.`);
  }
}

export type LoadedTool = { Component: ComponentType<ToolProps>; meta: ToolMeta };

type Federation = typeof import('./federationHost.ts').federation;
let registration: Promise<Federation> | null = null;
/** The tools registered, as /remotes.json named them then. */
let registered: RemotesManifest['remotes'] | null = null;

/**
 * Loads the federation runtime and /remotes.json once, and registers every remote it names; no
 * remote file is fetched yet.
 */
export function registerTools(): Promise<Federation> {
  registration ??= Promise.all([
    import(/* webpackChunkName: "federation" */ './federationHost.ts'),
    fetchJson('/remotes.json', RemotesManifestSchema),
  ])
    .then(([{ federation }, { remotes }]) => {
      register(federation, remotes);
      return federation;
    })
    .catch((error) => {
      registration = null; // a later visit tries again
      throw error;
    });
  return registration;
}

/** Registers the remotes the page has not registered yet; a registered one keeps its version until the page reloads. */
function register(federation: Federation, remotes: RemotesManifest['remotes']): void {
  const added = Object.entries(remotes).filter(([id]) => !registered?.[id]);
  federation.registerRemotes(added.map(([id, { entry }]) => ({ name: federationName(id as ToolId), entry })));
  registered = { ...Object.fromEntries(added), ...registered };
}

/**
 * A tool /remotes.json did not name when the page registered the tools (released since): read it
 * again, so that Retry finds the tool without a reload.
 */
async function registerReleasedSince(federation: Federation, id: ToolId): Promise<void> {
  if (registered?.[id]) return;
  register(federation, (await fetchJson('/remotes.json', RemotesManifestSchema)).remotes);
}

/**
 * Registers the tools once the page is idle (the federation runtime and /remotes.json, no tool's
 * own file), so that opening a tool from the app starts with the tool's files instead of two
 * round trips before them. Returns the cancel for an unmounted caller.
 */
export function registerToolsWhenIdle(): () => void {
  if (!maybeSignedIn()) return () => {};
  const register = () => void registerTools().catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(register, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(register, 500);
  return () => clearTimeout(id);
}

/**
 * Whether a tool this page registered has another version live in /remotes.json now (a release or
 * a rollback since): the page keeps serving what it registered until it reloads.
 */
export async function toolsReleasedSince(): Promise<boolean> {
  if (!registered) return false;
  const was = registered;
  const { remotes } = await fetchJson('/remotes.json', RemotesManifestSchema);
  return Object.entries(was).some(([id, { version }]) => remotes[id]?.version !== version);
}

const loads = new Map<ToolId, Promise<LoadedTool>>();
/** The tools this page has loaded, to draw at once. */
const loaded = new Map<ToolId, LoadedTool>();

/** The tool, if this page has loaded it already. */
export const loadedTool = (id: ToolId): LoadedTool | undefined => loaded.get(id);

/**
 * How long a tool's files may take: past it the page says the tool could not be loaded and offers
 * Retry (a file that hung showed "Loading…" for good, and a later visit waited on the same load).
 */
export const TOOL_LOAD_DEADLINE_MS = 45_000;

/** Loads a tool once per page (a failed load is tried again on the next call, e.g. Retry). */
export function loadTool(id: ToolId): Promise<LoadedTool> {
  let load = loads.get(id);
  if (!load) {
    load = withDeadline(
      importTool(id),
      TOOL_LOAD_DEADLINE_MS,
      () => new ToolUnavailableError(`The ${id} tool's files did not arrive in ${TOOL_LOAD_DEADLINE_MS / 1000} s.`),
    );
    loads.set(id, load);
    load.then(
      (tool) => loaded.set(id, tool),
      () => loads.delete(id),
    );
  }
  return load;
}

/**
 * Starts loading a tool as soon as its route is matched, beside the sign-in check and the page's
 * own chunks instead of after them. A visitor with no session is sent to /login: nothing is fetched.
 * Failures are the tool route's to show, when it asks for the same load.
 */
export function prefetchTool(id: ToolId): void {
  if (maybeSignedIn()) loadTool(id).catch(() => {});
}

/** Loads a tool's './Tool' module and checks it can be served under this contract. */
async function importTool(id: ToolId): Promise<LoadedTool> {
  const federation = await registerTools();
  await registerReleasedSince(federation, id);
  let module: unknown;
  try {
    module = await federation.loadRemote(`${federationName(id)}/Tool`);
  } catch (cause) {
    throw new ToolUnavailableError(`The ${id} tool could not be loaded.`, {
      cause,
      serverStatus: await serverStatusOf(registered?.[id]?.entry),
    });
  }
  const candidate = module as { default?: unknown; toolMeta?: unknown } | null;
  const meta = ToolMetaSchema.safeParse(candidate?.toolMeta);
  if (!meta.success || typeof candidate?.default !== 'function') {
    throw new ToolBrokenError(`The ${id} tool did not declare itself correctly.`);
  }
  // Another tool's files released under this one's name would otherwise run here, with its host.
  if (meta.data.id !== id) throw new ToolBrokenError(`The ${id} tool's files declare the ${meta.data.id} tool.`);
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(meta.data.contractVersion)) throw new ToolUpdateRequiredError(meta.data);
  return { Component: candidate.default as ComponentType<ToolProps>, meta: meta.data };
}
