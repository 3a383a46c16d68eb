import type { z } from 'zod';
import { type FormAction, useSchemaForm } from '../forms/useSchemaForm.ts';
import { authErrorMessage } from './authErrors.ts';

export type { FormAction } from '../forms/useSchemaForm.ts';

/** A schema form whose failures are auth errors, told in the user's words. */
export const useAuthForm = <S extends z.ZodType>(schema: S, action: FormAction<z.output<S>>) =>
  useSchemaForm(schema, action, authErrorMessage);
