/**
 * The ports of the Supabase CLI conventions (architecture.md). COINWATCH_PORT_OFFSET moves them all,
 * so a second stack (a test run beside `npm start`) never collides with the first; a tool's dev
 * server moves with them, and its dev host finds the stack it was started beside.
 */
export function portOffset(): number {
  const given = process.env.COINWATCH_PORT_OFFSET ?? '0';
  const offset = Number(given);
  // Every port must stay a port: 3000 (the lowest) + offset ≥ 1, 54324 (the highest) + offset ≤ 65535.
  if (!/^-?\d+$/.test(given.trim()) || offset < -2999 || offset > 65535 - 54324)
    throw new Error(
      `COINWATCH_PORT_OFFSET=${given} is not a whole number from -2999 to ${65535 - 54324} (it moves every port: 100 puts the app on 3100).`,
    );
  return offset;
}

export function stackPorts(offset = portOffset()) {
  return { app: 3000 + offset, api: 54321 + offset, inbox: 54324 + offset, devnet: 8545 + offset };
}
