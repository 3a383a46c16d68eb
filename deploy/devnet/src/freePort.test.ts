import { connect, createServer, type Server } from 'node:net';
import { afterEach, expect, it } from '@rstest/core';
import { findFreePort, isListenedOn, isPortFree } from './freePort.ts';

let holding: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (holding ? holding.close(() => resolve()) : resolve())));

const hold = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    holding = createServer();
    holding.once('error', () => resolve(false));
    holding.listen(port, host, () => resolve(true));
  });

it('a port held on 127.0.0.1 is not free', async () => {
  const port = await findFreePort();
  expect(await isPortFree(port)).toBe(true);
  await hold(port, '127.0.0.1');
  expect(await isPortFree(port)).toBe(false);
});

// A browser sent to the printed localhost URL may try ::1 first, and reach that program instead.
it('a port held on ::1 alone is not free either, where the machine has IPv6', async () => {
  const port = await findFreePort();
  if (!(await hold(port, '::1'))) return; // no IPv6 here: nothing can hold it
  expect(await isPortFree(port)).toBe(false);
});

// A connection closed by this side first stays in TIME-WAIT on its own end's port for a minute: the
// port is not free, yet no program listens there, and it frees itself.
it('tells a port held by a listener from one held by a connection that has just closed', async () => {
  const server = await findFreePort();
  await hold(server, '127.0.0.1');
  expect(await isListenedOn(server)).toBe(true);
  // Its end's port as the system picks it (a port bound on purpose would be reusable at once).
  const end = await new Promise<number>((resolve, reject) => {
    const socket = connect({ port: server, host: '127.0.0.1' });
    socket.once('connect', () => {
      const port = socket.localPort ?? 0;
      socket.once('close', () => resolve(port));
      socket.end();
    });
    socket.once('error', reject);
  });
  expect(await isPortFree(end)).toBe(false);
  expect(await isListenedOn(end)).toBe(false);
});
