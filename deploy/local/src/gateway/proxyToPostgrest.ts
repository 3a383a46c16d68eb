import http from 'node:http';
import { corsHeaders } from './cors.ts';
import { gatewayError } from './gatewayErrors.ts';
import type { HttpReply } from './HttpReply.ts';

// Hop-by-hop headers are the gateway's own business, never forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export type PostgrestProxy = {
  forward(req: http.IncomingMessage, pathAndQuery: string, body: Buffer, res: http.ServerResponse): Promise<void>;
  close(): void;
};

/** Forwards /rest/v1/* (prefix stripped) to PostgREST's unix socket, with pooled keep-alive sockets. */
export function createPostgrestProxy(socketPath: string, send: (res: http.ServerResponse, reply: HttpReply) => void): PostgrestProxy {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    forward: (req, pathAndQuery, body, res) =>
      new Promise<void>((resolve) => {
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        headers['content-length'] = String(body.length);
        const upstream = http.request({ socketPath, agent, method: req.method, path: pathAndQuery, headers }, (reply) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(reply.headers)) {
            if (!HOP_BY_HOP.has(name) && !name.startsWith('access-control-') && value !== undefined) out[name] = value;
          }
          res.writeHead(reply.statusCode ?? 502, { ...out, ...corsHeaders() });
          reply.pipe(res);
          reply.on('end', resolve);
          reply.on('error', () => {
            res.destroy();
            resolve();
          });
        });
        upstream.on('error', () => {
          if (!res.headersSent) send(res, gatewayError('rest', 503, 'PGRST001', 'Database client error. Retrying the connection.'));
          else res.destroy();
          resolve();
        });
        upstream.end(body);
      }),
    close: () => agent.destroy(),
  };
}
