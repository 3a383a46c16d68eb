import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { authErrorMessage } from './authErrors.ts';
import { type FormErrors, formErrors, formValues, noErrors } from '../forms/formErrors.ts';

/** What a form does with valid values; a failure is thrown, and its message shown. */
export type FormAction<T> = (values: T, form: HTMLFormElement) => Promise<void>;

/**
 * A form validated with a zod schema, then sent: errors per field and for the form, the submit
 * button disabled while sending, focus moved to the first invalid field so it is announced.
 */
export function useAuthForm<S extends z.ZodType>(schema: S, action: FormAction<z.output<S>>) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(formValues(form));
    if (!parsed.success) {
      const next = formErrors(parsed.error);
      setErrors(next);
      const first = Object.keys(next.fields)[0];
      const field = first ? form.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setErrors(noErrors);
    setBusy(true);
    try {
      await action(parsed.data, form);
    } catch (error) {
      setErrors({ form: authErrorMessage(error), fields: {} });
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, onSubmit, setErrors };
}
