import type { z } from 'zod';
import { useInPlaceFocus } from '../a11y/focus.ts';
import { changedFrom, useUnsavedChanges } from '../forms/unsavedChanges.ts';
import { FieldError, useSchemaForm } from '../forms/useSchemaForm.ts';

export type CoinsFormOptions<S extends z.ZodType, V extends object> = {
  schema: S;
  /** The values the form opened with, and those it holds now. */
  start: V;
  values: V;
  /** The field a duplicate (a coin's ticker, an address) is told on, and its message. */
  duplicate: { field: keyof z.output<S> & string; message: string };
  /** Whether this page already holds such a duplicate: told before the database is asked. */
  isDuplicate(input: z.output<S>): boolean;
  /** Saves; resolves to null when saved, else the message to show. */
  save(input: z.output<S>): Promise<string | null>;
  onCancel(): void;
};

/**
 * What the coin and address forms share: the schema's checks, a duplicate made that field's message
 * (known on this page, or found by the database: the save answers with its message) and any other
 * refusal the form's, the unsaved-changes guard, and the focus kept in place (Escape cancels).
 */
export function useCoinsForm<S extends z.ZodType, V extends object>(o: CoinsFormOptions<S, V>) {
  const { field, message } = o.duplicate;
  const form = useSchemaForm(o.schema, async (input) => {
    if (o.isDuplicate(input)) throw new FieldError(field, message);
    const refusal = await o.save(input);
    if (refusal === message) throw new FieldError(field, refusal);
    if (refusal) throw new Error(refusal);
  });
  // Typed over and not saved: leaving the page, or opening another form in its place, asks first.
  // Saved, the form closes.
  useUnsavedChanges(changedFrom(o.start, o.values), form.busy);
  const ref = useInPlaceFocus<HTMLFormElement>(o.onCancel);
  return { ...form, ref, fieldError: (key: keyof V & string) => form.errors.fields[key] };
}
