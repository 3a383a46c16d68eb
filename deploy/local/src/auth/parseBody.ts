import type { z } from 'zod';
import { badJson, validationFailed } from './AuthApiError.ts';
import type { AuthRequest } from './AuthContext.ts';

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
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw validationFailed(where ? `Invalid ${where}: ${issue?.message ?? 'invalid value'}` : 'Invalid request body');
  }
  return parsed.data;
}
