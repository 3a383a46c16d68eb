import http from 'node:http';
import { z } from 'zod';
import type { Inbox, StoredMail } from './createInbox.ts';
import { escapeHtml } from './escapeHtml.ts';
import { mailpitMessage, mailpitSummary, matchesSearch } from './mailpitJson.ts';

export type InboxServer = { url: string; stop(): Promise<void> };

const DeleteBodySchema = z.object({ IDs: z.array(z.string()).optional() }).catch({});

/** The inbox on :54324: a Mailpit-compatible JSON API and a plain HTML page listing links. */
export async function startInboxServer(inbox: Inbox, port: number, host: string): Promise<InboxServer> {
  const server = http.createServer((req, res) => {
    // Node's parser lets through request targets no URL is made of ('//['): thrown here, outside
    // any handler, that would take the whole stack down.
    if (!URL.canParse(req.url ?? '/', 'http://inbox')) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://inbox');
    const send = (status: number, body: unknown) => {
      // No CORS headers (Mailpit's default): any site the developer visits could otherwise read
      // the sign-up and reset links of every local account from here.
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && (url.pathname === '/api/v1/messages' || url.pathname === '/api/v1/search')) {
        const query = url.searchParams.get('query') ?? '';
        const all = inbox.list().filter((m) => url.pathname !== '/api/v1/search' || matchesSearch(m, query));
        const start = Number(url.searchParams.get('start') ?? 0) || 0;
        const limit = Number(url.searchParams.get('limit') ?? 50) || 50;
        const page = all.slice(start, start + limit);
        send(200, {
          total: inbox.list().length,
          unread: inbox.list().filter((m) => !m.read).length,
          count: page.length,
          messages_count: all.length,
          start,
          tags: [],
          messages: page.map(mailpitSummary),
        });
      } else if (req.method === 'DELETE' && url.pathname === '/api/v1/messages') {
        const body = DeleteBodySchema.parse(safeJson(Buffer.concat(chunks).toString()));
        inbox.clear(body.IDs);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
      } else if (req.method === 'GET' && url.pathname.startsWith('/api/v1/message/')) {
        // IDs are UUIDs, so there is nothing to decode (and decoding a stray % would throw here,
        // outside any handler, taking the whole stack down).
        const mail = inbox.get(url.pathname.slice('/api/v1/message/'.length));
        if (!mail) send(404, { error: 'message not found' });
        else {
          mail.read = true;
          send(200, mailpitMessage(mail));
        }
      } else if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(inboxPage(inbox.list()));
      } else {
        send(404, { error: 'not found' });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

function inboxPage(messages: StoredMail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<article><h3>${escapeHtml(m.subject)}</h3><p>To ${escapeHtml(m.to)} · ${m.created.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Coinwatch local inbox</title></head><body><h1>Local inbox (${messages.length})</h1>${rows || '<p>No mail yet.</p>'}</body></html>`;
}
