import { type SignIn, SignInSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { TextField } from '../forms/TextField.tsx';
import { useHydrated } from '../prerender/useHydrated.ts';
import { signIn as signInWithSupabase } from './authActions.ts';
import { authErrorCode, authMessages } from './authErrors.ts';
import { authState } from './authState.ts';
import { FormAlert } from './FormAlert.tsx';
import { safeNextPath } from './nextPath.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './auth.css';

export type LoginFormProps = { signIn?: (values: SignIn) => Promise<void>; resend?: (email: string) => Promise<void> };

/**
 * Email (or phone) and password. After sign-in the guard takes over: to the remembered page, or to
 * /login/verify first when the account has a verified authenticator app.
 */
export function LoginForm({ signIn = signInWithSupabase, resend }: LoginFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const next = safeNextPath(params.get('next'));
  const hydrated = useHydrated();
  const { sessionEnded } = useSnapshot(authState);
  const { errors, busy, onSubmit } = useAuthForm(SignInSchema, async (values) => {
    setUnconfirmed(null);
    try {
      await signIn(values);
    } catch (error) {
      if (authErrorCode(error) === 'email_not_confirmed') setUnconfirmed(values.email);
      throw error;
    }
    await navigate(next, { replace: true });
  });
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      {sessionEnded && (
        <p className="form-note" role="status" data-testid="auth-session-ended">
          {authMessages.signedOutElsewhere}
        </p>
      )}
      <TextField id="login-email" name="email" label="Email" type="email" autoComplete="email" errors={errors.fields.email} />
      <TextField
        id="login-phone"
        name="phone"
        label="Or phone number"
        type="tel"
        autoComplete="tel"
        hint="Leave empty when you use an email."
        errors={errors.fields.phone}
      />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        errors={errors.fields.password}
      />
      <FormAlert message={errors.form}>{unconfirmed && <ResendConfirmation email={unconfirmed} resend={resend} />}</FormAlert>
      <PendingButton type="submit" disabled={!hydrated} pending={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </PendingButton>
      <p className="auth-links">
        <Link to="/signup">Create an account</Link>
        <Link to="/login/reset">Forgot your password?</Link>
      </p>
    </form>
  );
}
