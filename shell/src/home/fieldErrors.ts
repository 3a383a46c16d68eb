import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form's values checked with a shared schema: the parsed data, or the first message per field. */
export function fieldErrors<S extends z.ZodObject>(
  schema: S,
  values: Record<string, unknown>,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors<Extract<keyof z.infer<S>, string>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { data: null, errors: errors as FieldErrors<Extract<keyof z.infer<S>, string>> };
}
