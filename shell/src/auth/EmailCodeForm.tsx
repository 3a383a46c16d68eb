import { EmailCodeFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useId } from 'react';
import { TextField } from '../forms/TextField.tsx';
import { verifyEmailCode } from './authActions.ts';
import { FormAlert } from './FormAlert.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './auth.css';

export type EmailCodeFormProps = {
  email: string;
  purpose: 'signup' | 'recovery';
  /** Once the code is taken: on to the page asked for, or to the new password. */
  onVerified(): void | Promise<void>;
};

/**
 * The email's 6-digit code, for a user who reads the mail on another device: its link would sign in
 * there, not here.
 */
export function EmailCodeForm({ email, purpose, onVerified }: EmailCodeFormProps) {
  const title = useId();
  const { errors, busy, onSubmit } = useAuthForm(EmailCodeFormSchema, async ({ code }) => {
    await verifyEmailCode(email, code, purpose);
    await onVerified();
  });
  return (
    <form className="auth-form email-code" onSubmit={onSubmit} noValidate aria-labelledby={title} data-testid="auth-email-code">
      <h2 id={title}>Reading the email on another device?</h2>
      <TextField
        id={`${purpose}-email-code`}
        name="code"
        label="Code from the email"
        hint="Type its 6-digit code here instead of opening its link."
        autoComplete="one-time-code"
        inputMode="numeric"
        errors={errors.fields.code}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Checking the code…' : 'Continue'}
      </PendingButton>
    </form>
  );
}
