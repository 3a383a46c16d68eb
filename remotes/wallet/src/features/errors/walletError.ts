import { BaseError, errorFromCode } from '@coinwatch/shared';
import { ownWords } from '@coinwatch/shared/toolkit';

type ErrorLike = { code?: unknown; data?: unknown; cause?: unknown };

/** The error and its causes, outermost first: viem wraps the wallet's EIP-1193 error. */
function* causes(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/**
 * The wallet answered, but not in the shape EIP-1193 gives that answer: asking it again will get the
 * same, so the user is told to try another wallet or update this one, never to try again.
 */
export class UnusableAnswerError extends BaseError {
  override name = 'UnusableAnswerError' as const;
  constructor(walletName: string, expected: string) {
    super(`${walletName} sent an answer Coinwatch cannot use (${expected}). Try another wallet, or update this one.`, {
      code: 'WalletAnswerUnusable',
      status: 502,
    });
  }
}

/** Part of this tool's code (viem, fetched at the first connect) did not download: no wallet was asked. */
export class PartNotDownloadedError extends BaseError {
  override name = 'PartNotDownloadedError' as const;
  constructor(cause: unknown) {
    super('Part of the tool could not be downloaded', {
      code: 'PartNotDownloaded',
      status: 503,
      cause,
      userMessage:
        'Check your connection, then try again. If it keeps failing, reload the page: a new version of Coinwatch may have been released.',
    });
  }
}

/** The first numeric `code` down an error's cause chain. */
export function walletErrorCode(error: unknown): number | null {
  for (const { code } of causes(error)) if (typeof code === 'number') return code;
  return null;
}

/**
 * Whether the wallet does not know the chain it was asked to switch to: EIP-3326's 4902, which
 * MetaMask Mobile sends as -32603 with the 4902 inside `data.originalError`.
 */
export function isUnknownChain(error: unknown): boolean {
  for (const { code, data } of causes(error)) {
    const original = typeof data === 'object' && data !== null ? (data as { originalError?: ErrorLike }).originalError : undefined;
    if (code === 4902 || original?.code === 4902) return true;
  }
  return false;
}

/** A failed wallet request as the catalogue's error (the spec's mapping of -32002, -32000, 4001). */
export const walletError = (error: unknown): BaseError => errorFromCode(walletErrorCode(error), error);

/**
 * What to tell the user: the catalogue's message, or for a code outside the catalogue what the
 * wallet said and what to do about it (UnknownError's own text, 'Something went wrong', alone
 * would not say).
 */
export function describeWalletError(error: unknown): { title: string; detail: string } {
  // viem wraps what a provider throws (UnknownRpcError): the check's error is found under it.
  for (const cause of causes(error))
    if (cause instanceof UnusableAnswerError) return { title: 'The wallet’s answer cannot be used', detail: cause.message };
  if (error instanceof PartNotDownloadedError) return { title: error.message, detail: error.userMessage };
  const said = ownWords(error);
  const mapped = walletError(error);
  // -32000 is the spec's "not enough funds", but wallets send it for failures of every kind
  // ("Invalid parameters"), and this tool asks for no payment: said as funds only when the wallet's
  // own words are of funds (or it gave none), else as any other failure, in those words.
  const notOfFunds = mapped.code === 'EthereumNotEnoughFunds' && said !== '' && !/fund|balance/i.test(said);
  const known = notOfFunds ? errorFromCode(null, error) : mapped;
  if (known.code !== 'UnknownError') return { title: known.message, detail: known.userMessage };
  const code = walletErrorCode(error);
  if (code === 4100)
    return { title: known.message, detail: 'The wallet has not given this site access to that account. Connect again and allow it.' };
  // Unsupported: asking again cannot help, so the usual "Try again" would mislead.
  if (code === 4200)
    return {
      title: known.message,
      detail:
        'Your wallet does not support this request, so trying again will not help. Do it in the wallet itself, or connect another wallet.',
    };
  if (code === 4900 || code === 4901)
    return { title: known.message, detail: 'Your wallet is not connected to a network. Open it, check its network, and try again.' };
  return {
    title: known.message,
    detail: `${said ? `${said}. ` : ''}Try again; if it keeps failing, reload the page and reconnect your wallet.`,
  };
}
