import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gatewayError } from '../gateway/gatewayErrors.ts';
import type { HttpReply } from '../gateway/HttpReply.ts';

export const FUNCTIONS_DIR = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url));

type EdgeHandler = (req: Request) => Promise<Response>;
const NAME = /^[A-Za-z0-9_-]+$/;

function isHandler(value: unknown): value is EdgeHandler {
  return typeof value === 'function';
}

/**
 * Runs deploy/supabase/functions/<name>/index.ts, whose default export is the same
 * `(req: Request) => Promise<Response>` that Deno.serve gets on hosted Supabase. The gateway has
 * already verified the caller's JWT, as the hosted runtime does with verify_jwt on.
 */
export async function runEdgeFunction(name: string, req: http.IncomingMessage, url: URL, body: Buffer): Promise<HttpReply> {
  const file = path.join(FUNCTIONS_DIR, name, 'index.ts');
  if (!NAME.test(name) || !existsSync(file)) {
    return gatewayError('functions', 404, 'NOT_FOUND', 'Requested function was not found');
  }
  const module: { default?: unknown } = await import(pathToFileURL(file).href);
  if (!isHandler(module.default)) {
    return gatewayError('functions', 500, 'BOOT_ERROR', 'Function failed to start (no default export handler)');
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body) });
  try {
    const response = await module.default(request);
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    return gatewayError('functions', 500, 'WORKER_ERROR', error instanceof Error ? error.message : 'Function failed');
  }
}
