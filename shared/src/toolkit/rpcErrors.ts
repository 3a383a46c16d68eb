import type { ChainConfig } from '../chains/chains.ts';
import { isOffline } from './isOffline.ts';

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  details?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
};

function parts(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  for (let i = 0; i < 6 && current && typeof current === 'object'; i++) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const text = (error: unknown) =>
  parts(error)
    .map((e) => [e.message, e.details, e.shortMessage].filter((v) => typeof v === 'string').join(' '))
    .join(' ')
    .toLowerCase();

/**
 * Whether a node refused eth_getLogs because of the range or the result size (so a smaller range
 * will work): -32005 (limit exceeded), 413, and the wordings of geth, Alchemy, Infura, QuickNode,
 * publicnode and Base's node, and an answer larger than viem reads. Anything else is a connection
 * or server problem.
 */
export function isRangeRefusal(error: unknown): boolean {
  // Infura's rate limit is -32005 too ("daily request count exceeded, request rate limited"), and
  // a 429's text may say "rate limit exceeded": a smaller range would only be asked again at once.
  if (isRateLimit(error)) return false;
  const chain = parts(error);
  const codes = chain.flatMap((e) => [e.code, e.status]);
  if (codes.includes(-32005) || codes.includes(413)) return true;
  // viem's own cap on an answer's size (10 MB): the node answered, only too much at once.
  if (chain.some((e) => e.name === 'ResponseBodyTooLargeError')) return true;
  // geth's "exceed max topics" (too many addresses in one filter) reads like a limit, but no
  // smaller range helps: halving the range for it left a chain scanned one block per call.
  if (/topics/i.test(text(error))) return false;
  return /block range|range (is )?too (large|wide)|too many (results|logs)|more than \d+ (results|logs)|query returned more|limit exceeded|response size|exceed(s|ed)? (the )?(max|limit)|query timeout|10000 results|logs matched by query exceeds/.test(
    text(error),
  );
}

/**
 * Whether the node ran an eth_call and the contract reverted it: EIP-1474's code 3, or the
 * "execution reverted" wording of geth, anvil and others under -32000. Asking again cannot help.
 */
export function isExecutionReverted(error: unknown): boolean {
  return parts(error).some((e) => e.code === 3) || /execution reverted/.test(text(error));
}

/** Whether the node turned the call away for asking too often (HTTP 429 and its wordings). */
export function isRateLimit(error: unknown): boolean {
  return parts(error).some((e) => e.code === 429 || e.status === 429) || /rate limit|rate exceeded|too many requests/.test(text(error));
}

/**
 * How long the node asked us to wait before asking again, in ms (HTTP Retry-After in seconds, on a
 * 429 or 503: the form RPC providers send, and the one viem reads); null when it did not say.
 */
export function retryAfterMs(error: unknown): number | null {
  for (const e of parts(error)) {
    const headers = (e as { headers?: unknown }).headers;
    const value = headers instanceof Headers ? headers.get('Retry-After')?.trim() : undefined;
    if (value && /^\d+$/.test(value)) return Number(value) * 1000;
  }
  return null;
}

/** The host of a node's URL, to name it in a message. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * What to tell the user when the chain's node fails: which chain, what happened, what to do.
 * `then` says what happens next: a retry by itself, or what the user can press.
 */
export function describeRpcFailure(
  chain: Pick<ChainConfig, 'id' | 'name' | 'rpcHttp'>,
  error: unknown,
  then = 'Retrying automatically.',
): string {
  const host = hostOf(chain.rpcHttp);
  const t = text(error);
  if (isRateLimit(error)) {
    return `${chain.name}'s node (${host}) is rate-limiting us; a private RPC URL would avoid this. ${then}`;
  }
  // A JSON-RPC error code (-32768 to -32000; viem's own "unknown" wrapper is -1) is the node's
  // answer, though its words may be "query timeout exceeded" or "execution aborted (timeout = 5s)":
  // it was reached, and what it said is passed on below.
  const answered = parts(error).some((e) => typeof e.code === 'number' && e.code >= -32768 && e.code <= -32000);
  if (!answered && /failed to fetch|networkerror|econnrefused|fetch failed|load failed|socket|timed? ?out/.test(t)) {
    // The browser knows it has no connection: neither the node nor its URL is to blame.
    if (isOffline()) return `Cannot reach ${chain.name}'s node: this device is offline. ${then}`;
    // Not "check the RPC URL": that is the operator's setting (runtime config), not the user's.
    const hint = chain.id === 31337 ? 'Is the local devnet running (npm start)?' : 'Check your connection; the node may be down.';
    return `Cannot reach ${chain.name}'s node at ${host}. ${hint} ${then}`;
  }
  // A web page where JSON-RPC belongs (a proxy's, a captive portal's, a wrong URL's): the parser's
  // own words ("Unexpected token '<'…") mean nothing to a user.
  if (parts(error).some((e) => e.name === 'SyntaxError') || /is not valid json|unexpected token|json\.parse/.test(t)) {
    return `${chain.name}'s node (${host}) answered with something other than JSON-RPC (a web page?). Check the RPC URL, or a proxy or sign-in page in the way. ${then}`;
  }
  return `${chain.name}'s node (${host}) answered with an error: ${whatTheNodeSaid(error)}. ${then}`;
}

/**
 * describeRpcFailure for a read that runs again by itself once the browser is back online (not
 * after a back-off, as a retry does): while it is offline, `whenBack` says what happens instead of
 * `then` (its button's words), and a connection failure is said as the device being offline.
 */
export function describeRpcFailureOrOffline(
  chain: Pick<ChainConfig, 'id' | 'name' | 'rpcHttp'>,
  error: unknown,
  then: string,
  whenBack: string,
): string {
  return describeRpcFailure(chain, error, isOffline() ? whenBack : then);
}

/** viem keeps a node's or wallet's own words in `details`; its message's first line is its class's fixed text. */
const detailsOf = (error: unknown) =>
  parts(error)
    .map((e) => e.details)
    .find((d): d is string => typeof d === 'string' && d.trim() !== '');

/** One line, cut to 160 characters, without a closing full stop. */
const firstLine = (text: string) => (text.trim().split('\n')[0] ?? '').slice(0, 160).replace(/\.+$/, '');

/**
 * What the node or wallet itself said ("Ledger device: Locked device"), not viem's "An internal
 * error was received."; '' when it said nothing.
 */
export const ownWords = (error: unknown): string => firstLine(detailsOf(error) ?? (error instanceof Error ? error.message : ''));

/**
 * The node's own words (its message's first line is only "HTTP request failed." or "An internal
 * error was received."), with the HTTP status, so a user can tell a node that turns them away from
 * one that is down.
 */
function whatTheNodeSaid(error: unknown): string {
  const status = parts(error)
    .map((e) => e.status)
    .find((s) => typeof s === 'number');
  const said = firstLine(detailsOf(error) ?? (error instanceof Error ? error.message : String(error))) || 'unknown error';
  return status === undefined ? said : `${said} (HTTP ${status})`;
}
