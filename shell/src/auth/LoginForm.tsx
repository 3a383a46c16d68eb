import { type SignIn, SignInSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { useHydrated } from '../prerender/useHydrated.ts';
import { signIn as signInWithSupabase } from './authActions.ts';
import { authErrorCode, authErrorMessage, authMessages } from './authErrors.ts';
import { authState } from './authState.ts';
import { FormAlert } from './FormAlert.tsx';
import { safeNextPath, withNext } from './nextPath.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import { useNextPath } from './useNextPath.ts';
import './auth.css';

export type LoginFormProps = { signIn?: (values: SignIn) => Promise<void>; resend?: (email: string, next: string) => Promise<void> };

/**
 * Email (or phone) and password. After sign-in the guard takes over: to the remembered page, or to
 * /login/verify first when the account has a verified authenticator app.
 */
export function LoginForm({ signIn = signInWithSupabase, resend }: LoginFormProps) {
  const navigate = useNavigate();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const next = useNextPath();
  const hydrated = useHydrated();
  const { sessionEnded } = useSnapshot(authState);
  // A wrong password names what the user typed: the email, or the phone number.
  const byPhone = useRef(false);
  const describe = (error: unknown) =>
    byPhone.current && authErrorCode(error) === 'invalid_credentials' ? authMessages.invalidPhoneCredentials : authErrorMessage(error);
  const { errors, busy, onSubmit } = useSchemaForm(
    SignInSchema,
    async (values) => {
      setUnconfirmed(null);
      byPhone.current = !values.email;
      try {
        await signIn(values);
      } catch (error) {
        if (authErrorCode(error) === 'email_not_confirmed') setUnconfirmed(values.email);
        throw error;
      }
      await navigate(safeNextPath(next), { replace: true });
    },
    describe,
  );
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      {sessionEnded && (
        <p className="form-note" role="status" data-testid="auth-session-ended">
          {
            authMessages[
              sessionEnded === 'deleted' ? 'accountDeletedElsewhere' : sessionEnded === 'expired' ? 'sessionExpired' : 'signedOutElsewhere'
            ]
          }
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
      <FormAlert message={errors.form}>{unconfirmed && <ResendConfirmation email={unconfirmed} next={next} resend={resend} />}</FormAlert>
      {/* Held until the app runs (a native submit would put the password in the address), and said
          so: on slow 3G that is 10 s, and a dead "Log in" took clicks without a word. */}
      <PendingButton type="submit" disabled={!hydrated} pending={busy}>
        {!hydrated ? 'Loading…' : busy ? 'Logging in…' : 'Log in'}
      </PendingButton>
      <p className="auth-links">
        <Link to={withNext('/signup', next)}>Create an account</Link>
        <Link to={withNext('/login/reset', next)}>Forgot your password?</Link>
      </p>
    </form>
  );
}
