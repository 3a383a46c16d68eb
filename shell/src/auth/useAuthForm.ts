import type { z } from 'zod';
import { FieldError, type FormAction, useSchemaForm } from '../forms/useSchemaForm.ts';
import { authErrorCode, authErrorMessage } from './authErrors.ts';

export type { FormAction } from '../forms/useSchemaForm.ts';

/** GoTrue's answers about a typed code: a wrong or expired one. */
const CODE_ERRORS = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'otp_expired']);

/**
 * A schema form whose failures are auth errors, told in the user's words. One about the code typed
 * is said on the form's code field, as its own checks are: the field takes the focus, is marked
 * invalid, and a screen reader reads the two together.
 */
export const useAuthForm = <S extends z.ZodType>(schema: S, action: FormAction<z.output<S>>) =>
  useSchemaForm(
    schema,
    async (values, form) => {
      try {
        await action(values, form);
      } catch (error) {
        const code = authErrorCode(error);
        if (code && CODE_ERRORS.has(code) && form.elements.namedItem('code')) throw new FieldError('code', authErrorMessage(error));
        throw error;
      }
    },
    authErrorMessage,
  );
