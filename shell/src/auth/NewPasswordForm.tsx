import { ChangePasswordFormSchema, NewPasswordFormSchema } from '@coinwatch/shared';
import type { z } from 'zod';
import { TextField } from '../forms/TextField.tsx';
import { useUnsavedFields } from '../forms/unsavedChanges.ts';
import { FieldError } from '../forms/useSchemaForm.ts';
import { setPassword } from './authActions.ts';
import { authErrorMessage, authMessages } from './authErrors.ts';
import { FormAlert } from './FormAlert.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './auth.css';
import { PendingButton } from '@coinwatch/shared/toolkit';

export type NewPasswordFormProps = {
  title: string;
  submitLabel: string;
  onDone: () => void | Promise<void>;
  /** Ask for the current password too (the settings; a recovery link's user does not know it). */
  askCurrent?: boolean;
  save?: (password: string, currentPassword?: string) => Promise<void>;
};

/** A new password, typed twice: after a recovery link, and in the settings. */
export function NewPasswordForm({ title, submitLabel, onDone, askCurrent = false, save = setPassword }: NewPasswordFormProps) {
  // Saved, the form is reset, and so counts as saved too.
  const { formProps } = useUnsavedFields();
  const schema: z.ZodType<{ password: string; current?: string }> = askCurrent ? ChangePasswordFormSchema : NewPasswordFormSchema;
  const { errors, busy, onSubmit } = useAuthForm(schema, async ({ password, current }, form) => {
    try {
      await save(password, current);
    } catch (error) {
      if (authErrorMessage(error) === authMessages.currentPasswordWrong) throw new FieldError('current', authMessages.currentPasswordWrong);
      throw error;
    }
    form.reset();
    await onDone();
  });
  return (
    <form className="auth-form" {...formProps} onSubmit={onSubmit} noValidate aria-label={title}>
      {askCurrent && (
        <TextField
          id="current-password"
          name="current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          errors={errors.fields.current}
        />
      )}
      <TextField
        id="new-password"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a number, an uppercase and a lowercase letter."
        errors={errors.fields.password}
      />
      <TextField
        id="new-password-confirm"
        name="confirm"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        errors={errors.fields.confirm}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Saving…' : submitLabel}
      </PendingButton>
    </form>
  );
}
