import { ResetRequestSchema } from '@coinwatch/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../forms/TextField.tsx';
import { useStepUnderWay } from '../forms/unsavedChanges.ts';
import { requestPasswordReset } from './authActions.ts';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { FormAlert } from './FormAlert.tsx';
import { LinkErrorAlert } from './LinkError.tsx';
import { withNext } from './nextPath.ts';
import { RESET_PATH } from './routeFor.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useNextPath } from './useNextPath.ts';
import './auth.css';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { LocalInboxNote } from './LocalInboxNote.tsx';

export type ResetRequestFormProps = {
  /** Why the visitor is here again: the reset link they opened could not be used. */
  linkError?: string | null;
  request?: (email: string, next: string) => Promise<void>;
};

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetRequestForm({ linkError = null, request = requestPasswordReset }: ResetRequestFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Its code form, once the mail is sent: a new build's reload waits.
  useStepUnderWay(sentTo !== null);
  const next = useNextPath();
  const navigate = useNavigate();
  const { errors, busy, onSubmit } = useAuthForm(ResetRequestSchema, async ({ email }) => {
    await request(email, next);
    setSentTo(email);
  });
  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Reset password</h1>
        {linkError && !sentTo && <LinkErrorAlert message={linkError} />}
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
        <TextField id="reset-email" name="email" label="Email" type="email" autoComplete="email" errors={errors.fields.email} />
        <FormAlert message={errors.form} />
        <p role="status" className={sentTo ? 'form-status' : undefined} data-testid="auth-reset-sent">
          {sentTo && `If an account exists for ${sentTo}, we have sent it a link to choose a new password. Check your inbox.`}
        </p>
        {sentTo && <LocalInboxNote />}
        <PendingButton type="submit" pending={busy}>
          {busy ? 'Sending…' : 'Send the reset link'}
        </PendingButton>
      </form>
      {sentTo && (
        // Through the guard: the TOTP code first when the account has an authenticator app.
        <EmailCodeForm email={sentTo} purpose="recovery" onVerified={() => navigate(withNext(RESET_PATH, next), { replace: true })} />
      )}
      <p className="auth-links">
        <Link to={withNext('/login', next)}>Back to log in</Link>
      </p>
    </>
  );
}
