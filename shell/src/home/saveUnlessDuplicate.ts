import { FieldError } from '../forms/useSchemaForm.ts';

/**
 * Saves a coins form's input. A duplicate — already known on this page, or found by the database
 * (the save answers with `duplicate`) — becomes that field's message; any other refusal the form's.
 */
export async function saveUnlessDuplicate<T>(
  input: T,
  duplicate: { field: keyof T & string; message: string; known: boolean },
  save: (input: T) => Promise<string | null>,
): Promise<void> {
  if (duplicate.known) throw new FieldError(duplicate.field, duplicate.message);
  const message = await save(input);
  if (message === duplicate.message) throw new FieldError(duplicate.field, message);
  if (message) throw new Error(message);
}
