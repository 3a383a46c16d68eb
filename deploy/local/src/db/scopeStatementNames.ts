/**
 * Prepared-statement names are per connection in Postgres, but every client of the wire server
 * shares PGlite's one backend: two PostgREST connections both preparing "1" would clash. So each
 * client's statement names get its own prefix on the way in; the unnamed statement stays unnamed
 * (the server never interleaves two clients' Parse/Bind groups). Portals need nothing: a client
 * keeps the backend until it is outside a transaction at a Sync, which closes every portal. SQL-level
 * PREPARE in a query's text is not rewritten; no client of the stack uses it.
 */
export function scopeStatementNames(message: Buffer, prefix: string): { bytes: Buffer; statement: string | null } {
  const type = String.fromCharCode(message[0] ?? 0);
  // Parse: name first. Bind: portal, then statement. Describe/Close: 'S' (statement) or 'P', then name.
  let at: number;
  if (type === 'P') at = 5;
  else if (type === 'B') at = message.indexOf(0, 5) + 1;
  else if ((type === 'D' || type === 'C') && message[5] === 0x53) at = 6;
  else return { bytes: message, statement: null };
  const end = message.indexOf(0, at);
  if (at <= 0 || end < 0 || end === at) return { bytes: message, statement: null };
  const scoped = `${prefix}${message.toString('latin1', at, end)}`;
  const bytes = Buffer.concat([message.subarray(0, at), Buffer.from(scoped, 'latin1'), message.subarray(end)]);
  bytes.writeInt32BE(bytes.length - 1, 1);
  return { bytes, statement: scoped };
}
