import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from '@rstest/core';
import { findFreePort, isPortFree } from './freePort.ts';

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
