import { createServer } from 'node:net';

/** Whether nothing listens on 127.0.0.1:port now (another error, as a port not allowed, rejects). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Resolves when nothing listens on 127.0.0.1:port, else rejects with a message saying so. */
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
