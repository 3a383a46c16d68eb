/**
 * The ports of the Supabase CLI conventions (architecture.md). COINWATCH_PORT_OFFSET moves them all,
 * so a second stack (a test run beside `npm start`) never collides with the first; a tool's dev
 * server moves with them, and its dev host finds the stack it was started beside.
 */
export const portOffset = (): number => Number(process.env.COINWATCH_PORT_OFFSET ?? 0);

export function stackPorts(offset = portOffset()) {
  return { app: 3000 + offset, api: 54321 + offset, inbox: 54324 + offset, devnet: 8545 + offset };
}
