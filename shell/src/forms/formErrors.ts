import type { z } from 'zod';

/** A failed parse, per field (every message, in order) and for the whole form. */
export type FormErrors = { form: string | null; fields: Record<string, string[]> };

export const noErrors: FormErrors = { form: null, fields: {} };

export function formErrors(error: z.ZodError): FormErrors {
  const result: FormErrors = { form: null, fields: {} };
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') {
      result.form ??= issue.message;
      continue;
    }
    const list = result.fields[field] ?? [];
    if (!list.includes(issue.message)) result.fields[field] = [...list, issue.message];
  }
  return result;
}

/** The form's fields as strings: what a schema parses (checkboxes are 'on' or absent). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}
