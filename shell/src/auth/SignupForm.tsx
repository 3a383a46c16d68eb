import { type SignUp, SignUpSchema } from '@coinwatch/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../forms/TextField.tsx';
import { useStepUnderWay } from '../forms/unsavedChanges.ts';
import { type SignUpOutcome, signUp as signUpWithSupabase } from './authActions.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { FormAlert } from './FormAlert.tsx';
import { safeNextPath, withNext } from './nextPath.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useNextPath } from './useNextPath.ts';
import './auth.css';
import { PendingButton } from '@coinwatch/shared/toolkit';

export type SignupFormProps = {
  signUp?: (values: SignUp, next: string) => Promise<SignUpOutcome>;
  resend?: (email: string, next: string) => Promise<void>;
};

export function SignupForm({ signUp = signUpWithSupabase, resend }: SignupFormProps) {
  const navigate = useNavigate();
  const next = useNextPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Its code form and resend, once the mail is sent: a new build's reload waits.
  useStepUnderWay(sentTo !== null);
  const { errors, busy, onSubmit } = useAuthForm(SignUpSchema, async (values) => {
    const outcome = await signUp(values, next);
    if (outcome === 'signed-in') await navigate(safeNextPath(next));
    else setSentTo(values.email || values.phone);
  });
  if (sentTo !== null) return <CheckInbox email={sentTo} next={next} resend={resend} />;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title">Sign up</h1>
      <TextField id="signup-email" name="email" label="Email" type="email" autoComplete="email" errors={errors.fields.email} />
      <TextField
        id="signup-phone"
        name="phone"
        label="Or phone number"
        type="tel"
        autoComplete="tel"
        hint="With its country code, like +14155550123. Leave empty when you use an email."
        errors={errors.fields.phone}
      />
      <TextField
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a number, an uppercase and a lowercase letter."
        errors={errors.fields.password}
      />
      <TextField
        id="signup-display-name"
        name="displayName"
        label="Display name (optional)"
        autoComplete="nickname"
        errors={errors.fields.displayName}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Signing up…' : 'Sign up'}
      </PendingButton>
      <p className="auth-links">
        Already have an account? <Link to={withNext('/login', next)}>Log in</Link>
      </p>
    </form>
  );
}
