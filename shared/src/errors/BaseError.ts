/** Every error the app raises: a literal name, a code, an HTTP-like status and a message for the user. */
export class BaseError extends Error {
  override name = 'BaseError';
  readonly code: string;
  readonly status: number;
  readonly userMessage: string;

  constructor(message: string, options: { code: string; status?: number; userMessage?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.status = options.status ?? 500;
    this.userMessage = options.userMessage ?? message;
  }
}
