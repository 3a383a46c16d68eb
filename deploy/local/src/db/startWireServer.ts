import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { scopeStatementNames } from './scopeStatementNames.ts';
import { splitWireMessages } from './splitWireMessages.ts';

export type WireServer = { port: number; stop(): Promise<void> };

type Client = {
  socket: net.Socket;
  started: boolean;
  rest: Buffer;
  pending: Pending[];
  closed: boolean;
  /** Prefix of this client's prepared-statement names in the shared backend (scopeStatementNames). */
  prefix: string;
  /** Its prepared statements (scoped names), closed when it goes. */
  statements: Set<string>;
};

/** A message waiting for its turn; `boundary` marks where the backend may be handed to another client. */
type Pending = { bytes: Buffer; boundary: boolean };

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/** A Close message for a prepared statement (closing one that does not exist is no error). */
function closeStatement(name: string): Buffer {
  const bytes = Buffer.concat([Buffer.from([0x43, 0, 0, 0, 0, 0x53]), Buffer.from(name, 'latin1'), Buffer.from([0])]);
  bytes.writeInt32BE(bytes.length - 1, 1);
  return bytes;
}

/**
 * Runs wire-protocol messages in PGlite and returns its answer. Not execProtocolRaw: that one also
 * parses every answer message and keeps it in a list that only PGlite's own query methods clear, so
 * under the wire server it grew without end (220 MB after 20,000 answers of 10 KB) and took twice as long.
 */
async function run(db: PGlite, messages: Buffer): Promise<Buffer> {
  const parts: Buffer[] = [];
  // The data is a view of PGlite's memory, reused for the next write: copied at once.
  await db.execProtocolRawStream(messages, { onRawData: (data) => parts.push(Buffer.from(data)) });
  return parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts);
}

/**
 * Serves one PGlite over the Postgres wire protocol to many clients. PGlite is one backend, so
 * clients take turns. pglite-socket's own multiplexer hands the backend over between any two
 * messages outside an explicit transaction, which lets one client's Parse clobber another's unnamed
 * statement mid Parse/Bind/Execute. Here a client keeps the backend from its first message until it
 * reaches a Sync or simple Query *and* is outside a transaction block, so extended-protocol groups
 * and transactions are never interleaved. Each turn runs all of a client's buffered messages in one
 * PGlite call, which also saves a round trip per message. Prepared statements are kept apart per
 * client too, so PostgREST can prepare its queries once instead of planning each request anew.
 */
export async function startWireServer(db: PGlite, maxConnections: number): Promise<WireServer> {
  const waiting: Client[] = [];
  const clients = new Set<Client>();
  let owner: Client | null = null;
  let running = false;

  let clientCount = 0;

  // A client that vanished mid-turn may leave a half-sent extended group or an open transaction:
  // close both before anyone else gets the backend, and then its prepared statements.
  const release = async (client: Client) => {
    if (owner !== client) return;
    await run(db, SYNC).catch(() => undefined);
    if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => undefined);
    if (client.statements.size > 0) {
      const closes = [...client.statements].map(closeStatement);
      client.statements.clear();
      await run(db, Buffer.concat([...closes, SYNC])).catch(() => undefined);
    }
    owner = null;
  };

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        let client = owner;
        if (!client) {
          client = waiting.shift() ?? null;
          if (!client) break;
          owner = client;
        }
        if (client.closed) {
          await release(client);
          continue;
        }
        const batch = client.pending.splice(0);
        if (batch.length === 0) break; // the owner is mid-transaction and has sent nothing yet
        // PGlite runs synchronously inside its promise: without this yield, a busy queue would starve
        // every other socket in the process (the gateway's, the clients' writes) until it drains.
        await new Promise((resolve) => setImmediate(resolve));
        const out = await run(db, Buffer.concat(batch.map((m) => m.bytes)));
        if (out.length > 0 && !client.closed) client.socket.write(out);
        if (batch[batch.length - 1]?.boundary === true && !db.isInTransaction()) {
          owner = null;
          if (client.pending.length > 0) waiting.push(client);
        }
      }
    } finally {
      running = false;
    }
  };

  const onMessages = (client: Client, chunk: Buffer) => {
    const split = splitWireMessages(Buffer.concat([client.rest, chunk]), client.started);
    // Framing lost: nothing after can be read as messages, so the connection goes (as Postgres does).
    if (split.invalid) {
      client.socket.destroy();
      return;
    }
    client.rest = split.rest;
    client.started = split.started;
    for (const message of split.messages) {
      if (message.kind === 'ssl') client.socket.write('N');
      else if (message.kind === 'cancel') client.socket.end();
      else if (message.kind === 'regular' && message.type === 'X') client.socket.end();
      else {
        const hadNone = client.pending.length === 0;
        // Sync ends an extended-protocol group; a simple Query and the startup packet stand alone.
        const boundary = message.kind === 'startup' || message.type === 'S' || message.type === 'Q';
        let bytes = message.bytes;
        if (message.kind === 'regular') {
          const scoped = scopeStatementNames(bytes, client.prefix);
          bytes = scoped.bytes;
          if (scoped.statement !== null && message.type === 'P') client.statements.add(scoped.statement);
          if (scoped.statement !== null && message.type === 'C') client.statements.delete(scoped.statement);
        }
        client.pending.push({ bytes, boundary });
        if (hadNone && owner !== client && !waiting.includes(client)) waiting.push(client);
      }
    }
    void pump().catch(() => client.socket.destroy());
  };

  const server = net.createServer((socket) => {
    if (clients.size >= maxConnections) {
      socket.end();
      return;
    }
    socket.setNoDelay(true);
    clientCount += 1;
    const client: Client = {
      socket,
      started: false,
      rest: Buffer.alloc(0),
      pending: [],
      closed: false,
      prefix: `c${clientCount}_`,
      statements: new Set(),
    };
    clients.add(client);
    socket.on('data', (chunk: Buffer) => onMessages(client, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      client.closed = true;
      clients.delete(client);
      const at = waiting.indexOf(client);
      // Its statements are closed in release(), on a turn of its own; without any, it needs no turn.
      if (owner !== client && client.statements.size > 0) {
        if (at < 0) waiting.push(client);
        void pump().catch(() => undefined);
      } else if (at >= 0) waiting.splice(at, 1);
      if (owner === client && !running) {
        // Caught as the other pumps are: an unhandled rejection here would end the stack's process.
        void release(client)
          .then(() => pump())
          .catch(() => undefined);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('wire server has no port');

  return {
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
