import { type BaseError, errorFromCode } from '@coinwatch/shared';

/** The first numeric `code` down an error's cause chain: viem wraps the wallet's EIP-1193 error. */
export function walletErrorCode(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A failed wallet request as the catalogue's error (the spec's mapping of -32002, -32000, 4001). */
export const walletError = (error: unknown): BaseError => errorFromCode(walletErrorCode(error), error);

/**
 * What to tell the user: the catalogue's message, or for a code outside the catalogue what the
 * wallet said and what to do about it (UnknownError's own text, 'Something went wrong', alone
 * would not say).
 */
export function describeWalletError(error: unknown): { title: string; detail: string } {
  const known = walletError(error);
  if (known.code !== 'UnknownError') return { title: known.message, detail: known.userMessage };
  const code = walletErrorCode(error);
  if (code === 4100)
    return { title: known.message, detail: 'The wallet has not given this site access to that account. Connect again and allow it.' };
  if (code === 4900 || code === 4901)
    return { title: known.message, detail: 'Your wallet is not connected to a network. Open it, check its network, and try again.' };
  const said =
    error instanceof Error
      ? (((error as { shortMessage?: string }).shortMessage ?? error.message).split('\n')[0] ?? '').replace(/\.$/, '')
      : '';
  return {
    title: known.message,
    detail: `${said ? `${said}. ` : ''}Try again; if it keeps failing, reload the page and reconnect your wallet.`,
  };
}
