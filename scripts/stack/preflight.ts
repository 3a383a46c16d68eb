import { isListenedOn, isPortFree } from '@coinwatch/devnet';
import { portOffset, stackPorts } from '@coinwatch/shared/stack-ports';

/** A start refused before anything ran, for a reason the user can act on: said without a stack trace. */
export class StackRefused extends Error {}

const SERVICES = { app: 'the app', api: 'the Supabase-compatible API', inbox: 'the mail inbox', devnet: 'the EVM devnet' } as const;

/**
 * Refuses, at once and by name, a port another program holds: found late, it failed after the
 * build and the devnet's seeding, as a stack trace.
 */
export async function assertPortsFree(command: string): Promise<void> {
  let ports: ReturnType<typeof stackPorts>;
  try {
    ports = stackPorts();
  } catch (error) {
    // COINWATCH_PORT_OFFSET is not a usable number: said as such, not as Node's port error.
    throw new StackRefused((error as Error).message);
  }
  const takenNow = async () => {
    const found: Array<[service: keyof typeof SERVICES, port: number]> = [];
    for (const [service, port] of Object.entries(ports))
      if (!(await isPortFree(port))) found.push([service as keyof typeof SERVICES, port]);
    return found;
  };
  let found = await takenNow();
  // Held by no program, only by a connection that has just closed (TIME-WAIT, its own end picked
  // from the ephemeral range 54321 and 54324 sit in: a test run a moment before): it frees itself
  // within a minute, so it is waited for, not refused.
  const deadline = Date.now() + TIME_WAIT_MS;
  let said = false;
  while (found.length > 0 && Date.now() < deadline && !(await someListenedOn(found.map(([, port]) => port)))) {
    if (!said)
      console.log(
        `… waiting for port ${found.map(([, port]) => port).join(', ')}: a connection that has just closed holds it for up to a minute`,
      );
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    found = await takenNow();
  }
  const taken = found.map(([service, port]) => `${port} (${SERVICES[service]})`);
  if (taken.length === 0) return;
  throw new StackRefused(
    `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} in use by another program, ` +
      'perhaps a Coinwatch started before. Stop it (Ctrl+C in its terminal), or move every port of this one: ' +
      `COINWATCH_PORT_OFFSET=${await freeOffset()} npm ${command === 'bench' ? 'run bench' : command}`,
  );
}

/** Linux keeps a closed connection's end in TIME-WAIT for 60 s; a little more for the last check. */
const TIME_WAIT_MS = 65_000;

async function someListenedOn(ports: number[]): Promise<boolean> {
  for (const port of ports) if (await isListenedOn(port)) return true;
  return false;
}

/** The next offset (in hundreds) whose ports are all free now: the next one may be a second stack's too. */
async function freeOffset(): Promise<number> {
  const all = async (offset: number) => (await Promise.all(Object.values(stackPorts(offset)).map(isPortFree))).every(Boolean);
  for (let offset = portOffset() + 100; offset <= portOffset() + 1000 && offset <= 65535 - 54324; offset += 100)
    if (await all(offset)) return offset;
  return portOffset() + 100;
}
