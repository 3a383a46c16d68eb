import { NewPasswordFormSchema } from '@coinwatch/shared';
import { TextField } from '../forms/TextField.tsx';
import { useUnsavedFields } from '../forms/unsavedChanges.ts';
import { setPassword } from './authActions.ts';
import { FormAlert } from './FormAlert.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './auth.css';
import { PendingButton } from '@coinwatch/shared/toolkit';

export type NewPasswordFormProps = {
  title: string;
  submitLabel: string;
  onDone: () => void | Promise<void>;
  save?: (password: string) => Promise<void>;
};

/** A new password, typed twice: after a recovery link, and in the settings. */
export function NewPasswordForm({ title, submitLabel, onDone, save = setPassword }: NewPasswordFormProps) {
  // Saved, the form is reset, and so counts as saved too.
  const { formProps } = useUnsavedFields();
  const { errors, busy, onSubmit } = useAuthForm(NewPasswordFormSchema, async ({ password }, form) => {
    await save(password);
    form.reset();
    await onDone();
  });
  return (
    <form className="auth-form" {...formProps} onSubmit={onSubmit} noValidate aria-label={title}>
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
