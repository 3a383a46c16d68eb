import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStandInTitle } from '../app/Root.tsx';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { LocalInboxNote } from './LocalInboxNote.tsx';
import { safeNextPath, withNext } from './nextPath.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

export type CheckInboxProps = { email: string; next: string; resend?: (email: string, next: string) => Promise<void> };

/**
 * After sign-up with email confirmation on. The same words whether the address is new or already
 * has an account: the page never tells who is registered.
 */
export function CheckInbox({ email, next, resend }: CheckInboxProps) {
  // It replaces the sign-up form, focused button and all: focus goes on from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const navigate = useNavigate();
  // The form it replaced is gone: a tab still titled "Sign up" would send a user back to sign up.
  useStandInTitle('Check your inbox');
  return (
    <section className="auth-form" aria-labelledby="check-inbox-title" data-testid="auth-check-inbox">
      <h1 id="check-inbox-title" tabIndex={-1} ref={heading}>
        Check your inbox
      </h1>
      <p>
        If <strong>{email}</strong> can be used for a new account, we have sent it a link. Open the link to confirm your address and finish
        signing up.
      </p>
      <p className="muted">If you already have an account with this address, log in or reset your password instead.</p>
      <LocalInboxNote />
      {email.includes('@') && (
        <>
          <EmailCodeForm email={email} purpose="signup" onVerified={() => navigate(safeNextPath(next), { replace: true })} />
          <ResendConfirmation email={email} next={next} resend={resend} />
        </>
      )}
      <p className="auth-links">
        <Link to={withNext('/login', next)}>Log in</Link>
        <Link to={withNext('/login/reset', next)}>Forgot your password?</Link>
      </p>
    </section>
  );
}
