import type { z } from 'zod';
import { badJson, validationFailed } from './AuthApiError.ts';
import type { AuthRequest } from './AuthContext.ts';

/**
 * Whether Postgres can hold the text: neither a NUL (text and jsonb refuse it) nor an unpaired
 * surrogate (no UTF-8 for it). JSON can carry both (\u0000, \ud800); unchecked, the database's
 * refusal came back as a 500.
 */
export const storableText = (text: string) => !/[\0\p{Cs}]/u.test(text);

const unstorable = (value: unknown): boolean =>
  typeof value === 'string'
    ? !storableText(value)
    : typeof value === 'object' && value !== null && Object.entries(value).some(([key, v]) => !storableText(key) || unstorable(v));

/** JSON body → schema, or GoTrue's 400 bad_json / 400 validation_failed. An empty body is `{}`. */
export function parseBody<T extends z.ZodType>(req: AuthRequest, schema: T): z.infer<T> {
  let raw: unknown = {};
  const text = req.body.toString('utf8').trim();
  if (text !== '') {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw badJson(error instanceof Error ? error.message : 'invalid JSON');
    }
  }
  if (unstorable(raw)) throw validationFailed('Invalid request body: text cannot contain NUL characters or unpaired surrogates');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw validationFailed(where ? `Invalid ${where}: ${issue?.message ?? 'invalid value'}` : 'Invalid request body');
  }
  return parsed.data;
}
