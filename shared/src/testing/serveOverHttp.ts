import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A node's JSON-RPC methods, answered in the test (an error thrown is sent as a failed call). */
type Node = { request(method: string, params: unknown[]): Promise<unknown> | unknown };
type Call = { id: number; method: string; params: unknown[] };

/** How a node that is down answers every call: an HTTP status and its body. */
export type Outage = { status: number; body: string };

/**
 * A node behind a real JSON-RPC endpoint over HTTP (single calls and batches); `outage` set, it answers every call with that
 * failure instead, as a node behind a proxy that is down or rate-limiting does.
 */
export async function serveOverHttp(node: Node) {
  const served = { outage: null as Outage | null };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    // The page calls a node on another origin, as the app does: CORS first, like anvil's.
    response.setHeader('access-control-allow-origin', '*');
    // A connection per call: close() then ends none that a call is about to reuse (ECONNRESET).
    response.setHeader('connection', 'close');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' });
      response.end();
      return;
    }
    let body = '';
    for await (const part of request) body += part;
    if (served.outage) {
      response.writeHead(served.outage.status, { 'content-type': 'text/plain' });
      response.end(served.outage.body);
      return;
    }
    const message = JSON.parse(body) as Call | Call[];
    // A batch (viem's `batch: true`) is answered call by call, in one array.
    const one = async (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: await node.request(call.method, call.params) });
    const json = JSON.stringify(Array.isArray(message) ? await Promise.all(message.map(one)) : await one(message));
    // With its length, as anvil sends it: viem then turns a large answer away before reading it.
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  };
  // A call whose connection went (the node refused it, the test ended) has no one to answer.
  const server = createServer((request, response) => void answer(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(served, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  });
}
