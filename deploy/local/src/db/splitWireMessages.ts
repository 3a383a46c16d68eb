/** The Postgres wire protocol's startup-phase codes (no type byte, length first). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export type WireMessage =
  | { kind: 'ssl' }
  | { kind: 'cancel' }
  | { kind: 'startup'; bytes: Buffer }
  | { kind: 'regular'; type: string; bytes: Buffer };

/**
 * `invalid`: a length no client sends (below the length field itself, or past Postgres's own
 * limits): the connection is to be closed, as Postgres closes it. Read on, a length of 0 left the
 * loop on the same bytes for good, and the whole stack (one Node process) stopped answering.
 */
export type SplitResult = { messages: WireMessage[]; rest: Buffer; started: boolean; invalid?: true };

/** Postgres's limits: MAX_STARTUP_PACKET_LENGTH, and PQ_LARGE_MESSAGE_LIMIT for any other message. */
const MAX_STARTUP_LENGTH = 10_000;
const MAX_MESSAGE_LENGTH = 0x3fffffff;

/**
 * Cuts a byte stream from one client into whole protocol messages; a trailing partial message is
 * returned as `rest` to be prefixed to the next chunk. Pure, so the framing is unit-tested.
 */
export function splitWireMessages(input: Buffer, startedBefore: boolean): SplitResult {
  const messages: WireMessage[] = [];
  let buf = input;
  let started = startedBefore;
  for (;;) {
    if (!started) {
      if (buf.length < 8) break;
      const length = buf.readInt32BE(0);
      if (length < 8 || length > MAX_STARTUP_LENGTH) return { messages, rest: Buffer.alloc(0), started, invalid: true };
      if (buf.length < length) break;
      const code = buf.readInt32BE(4);
      const bytes = buf.subarray(0, length);
      buf = buf.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) messages.push({ kind: 'ssl' });
      else if (code === CANCEL_REQUEST) messages.push({ kind: 'cancel' });
      else {
        messages.push({ kind: 'startup', bytes });
        started = true;
      }
      continue;
    }
    if (buf.length < 5) break;
    const declared = buf.readInt32BE(1);
    if (declared < 4 || declared > MAX_MESSAGE_LENGTH) return { messages, rest: Buffer.alloc(0), started, invalid: true };
    const length = 1 + declared;
    if (buf.length < length) break;
    messages.push({ kind: 'regular', type: String.fromCharCode(buf[0] ?? 0), bytes: buf.subarray(0, length) });
    buf = buf.subarray(length);
  }
  return { messages, rest: Buffer.from(buf), started };
}
