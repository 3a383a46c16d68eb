import { RemotesManifestSchema, SUPPORTED_CONTRACT_VERSIONS, type ToolMeta, ToolMetaSchema, type ToolProps } from '@coinwatch/shared';
import { federationName, type ToolId } from '@coinwatch/shared/federation';
import type { ComponentType } from 'react';
import { fetchJson } from '../config/runtimeConfig.ts';

export class ToolUnavailableError extends Error {
  override name = 'ToolUnavailableError';
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

/**
 * Loads the federation runtime and /remotes.json once, and registers every remote it names; no
 * remote file is fetched yet.
 */
export function registerTools(): Promise<Federation> {
  registration ??= Promise.all([import('./federationHost.ts'), fetchJson('/remotes.json', RemotesManifestSchema)])
    .then(([{ federation }, { remotes }]) => {
      federation.registerRemotes(Object.entries(remotes).map(([id, { entry }]) => ({ name: federationName(id as ToolId), entry })));
      return federation;
    })
    .catch((error) => {
      registration = null; // a later visit tries again
      throw error;
    });
  return registration;
}

/** Loads a tool's './tool' module and checks it can be served under this contract. */
export async function loadTool(id: ToolId): Promise<LoadedTool> {
  const federation = await registerTools();
  let module: unknown;
  try {
    module = await federation.loadRemote(`${federationName(id)}/tool`);
  } catch (cause) {
    throw new ToolUnavailableError(`The ${id} tool could not be loaded.`, { cause });
  }
  const candidate = module as { default?: unknown; toolMeta?: unknown } | null;
  const meta = ToolMetaSchema.safeParse(candidate?.toolMeta);
  if (!meta.success || typeof candidate?.default !== 'function') {
    throw new ToolUnavailableError(`The ${id} tool did not declare itself correctly.`);
  }
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(meta.data.contractVersion)) throw new ToolUpdateRequiredError(meta.data);
  return { Component: candidate.default as ComponentType<ToolProps>, meta: meta.data };
}
