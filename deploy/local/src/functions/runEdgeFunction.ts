import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gatewayError } from '../gateway/gatewayErrors.ts';
import type { HttpReply } from '../gateway/HttpReply.ts';

export const FUNCTIONS_DIR = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url));

type MakeHandler = (env: { get(name: string): string | undefined }) => (req: Request) => Promise<Response>;
// `_shared` is the functions' common code (the Supabase CLI's convention), no function.
const NAME = /^(?!_)[A-Za-z0-9_-]+$/;

function isMakeHandler(value: unknown): value is MakeHandler {
  return typeof value === 'function';
}

/**
 * Runs deploy/supabase/functions/<name>/index.ts, whose default export makes, from an environment,
 * the same `(req: Request) => Promise<Response>` that Deno.serve gets on hosted Supabase. `env` is
 * what hosted Supabase gives every function (SUPABASE_URL, the keys) and the operator's secrets,
 * read through `get` as Deno.env is there. The gateway has
 * already verified the caller's JWT, as the hosted runtime does with verify_jwt on. As there, the
 * function sees its path from its name on (/<name>/…, not /functions/v1/<name>/…), and its reply
 * goes out as it made it (`fromFunction`: no CORS headers added).
 */
export async function runEdgeFunction(
  name: string,
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  log: (line: string) => void,
  env: Readonly<Record<string, string>>,
): Promise<HttpReply & { fromFunction?: boolean }> {
  const file = path.join(FUNCTIONS_DIR, name, 'index.ts');
  if (!NAME.test(name) || !existsSync(file)) {
    return gatewayError('functions', 404, 'NOT_FOUND', 'Requested function was not found');
  }
  const module: { default?: unknown } = await import(pathToFileURL(file).href);
  if (!isMakeHandler(module.default)) {
    return gatewayError('functions', 500, 'BOOT_ERROR', 'Function failed to start (no default export)');
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  const own = new URL(url);
  own.pathname = url.pathname.replace(/^\/functions\/v1(?=\/)/, '');
  const request = new Request(own, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : new Uint8Array(body),
  });
  try {
    const response = await module.default({ get: (key) => env[key] })(request);
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()), fromFunction: true };
  } catch (error) {
    // The caller gets no internals (hosted answers a fixed message too); the stack's log gets them.
    log(`function ${name} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return gatewayError('functions', 500, 'WORKER_ERROR', 'Function failed');
  }
}
