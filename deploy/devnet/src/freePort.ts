import { connect, createServer } from 'node:net';

function isFreeOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      // A machine without IPv6: nothing can listen there.
      else if ((error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') && host === '::1') resolve(true);
      else reject(error);
    });
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Whether nothing listens on port of localhost now, IPv4 or IPv6 (another error, as a port not
 * allowed, rejects). The services listen on 127.0.0.1, but the URLs printed say localhost, which a
 * browser may reach on ::1 first: a program there would answer in their place.
 */
export async function isPortFree(port: number): Promise<boolean> {
  return (await isFreeOn(port, '127.0.0.1')) && (await isFreeOn(port, '::1'));
}

function answersOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whether a program listens on port of localhost (IPv4 or IPv6). A port that is not free but where
 * none listens is held by a connection that has just closed (TIME-WAIT, for a minute at most): its
 * own end was that port, picked from the ephemeral range, where 54321 and 54324 sit.
 */
export async function isListenedOn(port: number): Promise<boolean> {
  return (await answersOn(port, '127.0.0.1')) || (await answersOn(port, '::1'));
}

/** Resolves when nothing listens on localhost:port, else rejects with a message saying so. */
export async function assertPortFree(port: number): Promise<void> {
  if (!(await isPortFree(port)))
    throw new Error(`port ${port} is already in use: is another devnet running? Stop it or pass another port.`);
}

/** A port the OS says is free now (for tests that run their own devnet beside a running one). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
