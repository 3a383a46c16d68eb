import http from 'node:http';
import type { AuthRequest } from '../auth/AuthContext.ts';
import { runEdgeFunction } from '../functions/runEdgeFunction.ts';
import { verifyBearer } from '../keys/verifyBearer.ts';
import { corsHeaders, preflightHeaders } from './cors.ts';
import { gatewayError, invalidApiKey, noApiKey, type Service } from './gatewayErrors.ts';
import type { HttpReply } from './HttpReply.ts';
import { createPostgrestProxy } from './proxyToPostgrest.ts';
import { readBody } from './readBody.ts';

export type GatewayOptions = {
  port: number;
  host: string;
  apiKeys: string[];
  jwtSecret: string;
  postgrestSocket: string;
  auth: (req: AuthRequest) => Promise<HttpReply>;
  /** The edge functions' environment (runEdgeFunction). */
  functionsEnv: Readonly<Record<string, string>>;
  log: (line: string) => void;
};

export type Gateway = { stop(): Promise<void> };

// Hosted Supabase lets these through without an apikey: browsers open them from links in mail.
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/health']);

/** The one origin for /auth/v1, /rest/v1 and /functions/v1, like Kong in `supabase start`. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const send = (res: http.ServerResponse, reply: HttpReply) => {
    res.writeHead(reply.status, { ...reply.headers, ...corsHeaders() });
    res.end(reply.body);
  };
  const postgrest = createPostgrestProxy(options.postgrestSocket, send);
  // A function's reply: its own headers only. The gateway's own refusals (a bad JWT, no such
  // function) keep CORS headers, so a browser can read them.
  const sendAsIs = (res: http.ServerResponse, reply: HttpReply & { fromFunction?: boolean }) => {
    if (!reply.fromFunction) return send(res, reply);
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const base = `http://${req.headers.host ?? 'localhost'}`;
    // A request target or Host no URL is made of ('//[') is the client's error, as Kong answers it.
    if (!URL.canParse(req.url ?? '/', base)) return send(res, gatewayError('none', 400, 'bad_request', 'Bad request'));
    const url = new URL(req.url ?? '/', base);
    const [, prefix, version, ...rest] = url.pathname.split('/');
    const service: Service =
      version !== 'v1' ? 'none' : prefix === 'auth' ? 'auth' : prefix === 'rest' ? 'rest' : prefix === 'functions' ? 'functions' : 'none';
    const subPath = `/${rest.join('/')}`;
    // As on hosted Supabase, a function answers its own preflight (no apikey, no JWT: a browser
    // sends neither with it) and sets its own CORS headers: a function that does not is blocked
    // by the browser here as it would be there.
    if (service === 'functions' && req.method === 'OPTIONS')
      return sendAsIs(res, await runEdgeFunction(rest[0] ?? '', req, url, Buffer.alloc(0), options.log, options.functionsEnv));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req.headers));
      res.end();
      return;
    }
    if (service === 'none') return send(res, gatewayError('none', 404, 'not_found', 'no Route matched with those values'));

    const apikey = headerValue(req.headers.apikey) ?? url.searchParams.get('apikey');
    if (!(service === 'auth' && OPEN_AUTH_PATHS.has(subPath))) {
      if (!apikey) return send(res, noApiKey());
      if (!options.apiKeys.includes(apikey)) return send(res, invalidApiKey());
    }

    const body = await readBody(req);
    if (body === null) {
      const code = service === 'rest' ? 'PGRST413' : 'request_too_large';
      return send(res, gatewayError(service, 413, code, 'Request body is larger than the 1 MB limit'));
    }

    if (service === 'auth') {
      const reply = await options.auth({
        method: req.method ?? 'GET',
        path: subPath,
        query: url.searchParams,
        headers: req.headers,
        body,
        ip: req.socket.remoteAddress ?? '',
      });
      return send(res, reply);
    }
    if (service === 'rest') return postgrest.forward(req, `${subPath}${url.search}`, body, res);

    // As the hosted edge runtime with verify_jwt on: anon, service_role or a user's token.
    const verified = await verifyBearer(req.headers.authorization, options.jwtSecret);
    if (!verified.ok) {
      const message = verified.reason === 'missing' ? 'Missing authorization header' : 'Invalid JWT';
      return send(res, gatewayError('functions', 401, 'UNAUTHORIZED_INVALID_JWT', message));
    }
    return sendAsIs(res, await runEdgeFunction(rest[0] ?? '', req, url, body, options.log, options.functionsEnv));
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log(`gateway: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) send(res, gatewayError('none', 500, 'unexpected_failure', 'Unexpected gateway failure'));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        postgrest.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
