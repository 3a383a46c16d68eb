import { TotpCodeFormSchema } from '@coinwatch/shared';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../forms/TextField.tsx';
import { verifyTotp as verifyWithSupabase } from './authActions.ts';
import { FormAlert } from './FormAlert.tsx';
import { safeNextPath } from './nextPath.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useNextPath } from './useNextPath.ts';
import './auth.css';
import { PendingButton } from '@coinwatch/shared/toolkit';

export type TotpFormProps = { verify?: (code: string) => Promise<void>; onSignOut: () => void };

/** The second step of signing in: the 6-digit code of the user's authenticator app (→ aal2). */
export function TotpForm({ verify = verifyWithSupabase, onSignOut }: TotpFormProps) {
  const navigate = useNavigate();
  const next = useNextPath();
  const { errors, busy, onSubmit } = useAuthForm(TotpCodeFormSchema, async ({ code }) => {
    await verify(code);
    await navigate(safeNextPath(next), { replace: true });
  });
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="verify-title">
      <h1 id="verify-title">Verify sign-in</h1>
      <p>Enter the 6-digit code your authenticator app shows for Coinwatch.</p>
      <TextField
        id="verify-code"
        name="code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        errors={errors.fields.code}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Verifying…' : 'Verify'}
      </PendingButton>
      <p className="auth-links">
        {/* Not while a code is being checked: its late answer would sign the account in again. */}
        <PendingButton className="link-button" pending={busy} onClick={onSignOut}>
          Sign out and use another account
        </PendingButton>
      </p>
    </form>
  );
}
