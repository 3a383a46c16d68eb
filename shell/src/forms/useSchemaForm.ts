import { focusAnew } from '@coinwatch/shared/toolkit';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { type FormErrors, formErrors, formValues, noErrors } from './formErrors.ts';

/** What a form does with valid values; a failure is thrown, and its message shown. */
export type FormAction<T> = (values: T, form: HTMLFormElement) => Promise<void>;

/** Thrown by a form action to put a message on one field (e.g. a duplicate the server found). */
export class FieldError extends Error {
  override name = 'FieldError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The field to move to once its message shows; an object per submit, so a repeat moves again. */
type FocusRequest = { form: HTMLFormElement; name: string | undefined };

/**
 * The first field with a message, in the form's order: the one a reader meets first (a schema may
 * find a later field's problem before an earlier one's, as a missing password before a bad email).
 */
function firstInvalid(form: HTMLFormElement, fields: FormErrors['fields']): string | undefined {
  for (const element of form.elements) {
    const name = element.getAttribute('name');
    if (name && fields[name]) return name;
  }
  return Object.keys(fields)[0];
}

/** Focus is what makes a screen reader read the field and its message (tied by aria-describedby). */
function focusField({ form, name }: FocusRequest) {
  const field = name ? form.elements.namedItem(name) : null;
  if (field instanceof HTMLElement) focusAnew(field);
}

/**
 * A form validated with a zod schema, then sent: errors per field and for the form, `busy` while
 * sending (a second submit is ignored; the form's PendingButton keeps its focus meanwhile), focus
 * moved to the first invalid field so it is announced.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  action: FormAction<z.output<S>>,
  describeError: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error)),
) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (focusRequest) focusField(focusRequest);
  }, [focusRequest]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(formValues(form));
    if (!parsed.success) {
      const next = formErrors(parsed.error);
      setErrors(next);
      setFocusRequest({ form, name: firstInvalid(form, next.fields) });
      return;
    }
    setErrors(noErrors);
    setBusy(true);
    try {
      await action(parsed.data, form);
    } catch (error) {
      if (error instanceof FieldError) {
        setErrors({ form: null, fields: { [error.field]: [error.message] } });
        setFocusRequest({ form, name: error.field });
      } else setErrors({ form: describeError(error), fields: {} });
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, onSubmit, setErrors };
}
