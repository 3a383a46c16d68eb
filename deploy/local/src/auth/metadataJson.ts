import { validationFailed } from './AuthApiError.ts';

/**
 * The most a user's metadata may hold, as JSON. It is copied into every access token, which the
 * browser sends in a header: 30 KB of it made a token no server takes (Node refuses headers over
 * 16 KB with 431), so the account could no longer read its rows, nor remove the metadata, nor be
 * deleted. GoTrue sets no cap (supabase/auth#1754). 4 KB of JSON is about 5.5 KB of the token's base64,
 * which leaves room in a 16 KB header for the rest of the token and the cookies a localhost port gets.
 */
export const METADATA_MAX_BYTES = 4096;

/** Whether the metadata, as JSON, is within METADATA_MAX_BYTES. */
export const metadataFits = (metadata: Record<string, unknown>): boolean =>
  Buffer.byteLength(JSON.stringify(metadata)) <= METADATA_MAX_BYTES;

/** The metadata as stored, or 400 validation_failed when it would not fit in a token (as a merge can make it). */
export function metadataJson(metadata: Record<string, unknown>): string {
  if (!metadataFits(metadata)) {
    throw validationFailed(`User metadata is too large: at most ${METADATA_MAX_BYTES} bytes as JSON`);
  }
  return JSON.stringify(metadata);
}
