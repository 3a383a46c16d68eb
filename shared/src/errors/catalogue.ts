import { BaseError } from './BaseError.ts';

export const DEFAULT_SERVER_ERROR = { message: 'Something went wrong', status: 500 } as const;
/** A call refused because the session ended, a read or a write alike. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again, then try once more.';

/**
 * Why a call to the backend ended without an answer: the app's own deadline ran out (the shell's
 * fetchWithDeadline aborts with this reason, and supabase-js passes it on in its error's message).
 */
export const NO_ANSWER_REASON = 'The server did not answer in time';
export const NO_ANSWER_MESSAGE = `${NO_ANSWER_REASON}. Try again in a moment.`;

export class UnknownError extends BaseError {
  override name = 'UnknownError' as const;
  constructor(cause?: unknown) {
    super(DEFAULT_SERVER_ERROR.message, { code: 'UnknownError', status: DEFAULT_SERVER_ERROR.status, cause });
  }
}
export class EthereumRequestAlreadyPending extends BaseError {
  override name = 'EthereumRequestAlreadyPending' as const;
  constructor(cause?: unknown) {
    super('A request is already pending in your wallet', {
      code: 'EthereumRequestAlreadyPending',
      status: 409,
      userMessage: 'Your wallet already has a request waiting: open it and answer that one first.',
      cause,
    });
  }
}
export class EthereumNotEnoughFunds extends BaseError {
  override name = 'EthereumNotEnoughFunds' as const;
  constructor(cause?: unknown) {
    super('Not enough funds', {
      code: 'EthereumNotEnoughFunds',
      status: 402,
      userMessage: 'This account does not hold enough funds for the transaction and its fee.',
      cause,
    });
  }
}
export class EthereumRequestRejected extends BaseError {
  override name = 'EthereumRequestRejected' as const;
  constructor(cause?: unknown) {
    super('The request was rejected in the wallet', {
      code: 'EthereumRequestRejected',
      status: 400,
      userMessage: 'You rejected the request in your wallet.',
      cause,
    });
  }
}
export class UserNotSignedIn extends BaseError {
  override name = 'UserNotSignedIn' as const;
  constructor(cause?: unknown) {
    super('No user is signed in', { code: 'UserNotSignedIn', status: 401, cause });
  }
}

/** The spec's numeric mapping (§8): wallet (EIP-1193 / JSON-RPC) error codes to the catalogue. */
export function errorFromCode(code: unknown, cause?: unknown): BaseError {
  switch (code) {
    case -32002:
      return new EthereumRequestAlreadyPending(cause);
    case -32000:
      return new EthereumNotEnoughFunds(cause);
    case 4001:
      return new EthereumRequestRejected(cause);
    default:
      return new UnknownError(cause);
  }
}

/** The spec's auth error messages (§8). */
export const authErrorMessages = {
  initialization: 'Unexpected error during initialization',
  noBrowser: 'No browser detected.',
  implicitGrant: 'Not a valid implicit grant flow url.',
  pkce: 'Not a valid PKCE flow url.',
  noCode: 'No code detected.',
  noSessionInUrl: 'No session defined in URL',
  tokenVerification: 'An error occurred on token verification.',
} as const;
