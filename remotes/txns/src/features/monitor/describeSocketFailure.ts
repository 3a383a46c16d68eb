import type { ChainConfig } from '@coinwatch/shared';
import { hostOf } from '@coinwatch/shared/toolkit';

/**
 * What the status says while the monitor polls because the chain's WebSocket failed: that socket
 * (not the HTTP node, which answers, or the status would say Disconnected), what became of it, and
 * that transfers still arrive.
 */
export function describeSocketFailure(chain: Pick<ChainConfig, 'name' | 'rpcWs'>, error: unknown): string {
  return `${chain.name}'s WebSocket (${hostOf(chain.rpcWs)}) ${whatHappened(error)}. New transfers still arrive by polling; the WebSocket is tried again automatically.`;
}

function whatHappened(error: unknown): string {
  // A socket that cannot open rejects with the browser's bare error event: browsers tell nothing more.
  if (typeof Event !== 'undefined' && error instanceof Event) return 'could not be opened';
  if (error instanceof Error && error.name === 'SocketClosedError') return 'closed the connection';
  if (error instanceof Error && error.name === 'SocketSilentError') return 'stopped answering';
  if (error instanceof Error && error.name === 'SocketOfflineError') return 'was closed when this device went offline';
  const said = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error);
  return `failed: ${(said.trim().split('\n')[0] ?? '').replace(/\.+$/, '') || 'unknown error'}`;
}
