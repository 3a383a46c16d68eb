import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { resendConfirmation } from './authActions.ts';
import { authErrorMessage } from './authErrors.ts';

export type ResendConfirmationProps = { email: string; next: string; resend?: (email: string, next: string) => Promise<void> };

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string };

/** Sends the confirmation link again, and says what happened. */
export function ResendConfirmation({ email, next, resend = resendConfirmation }: ResendConfirmationProps) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  async function send() {
    setState({ status: 'sending' });
    try {
      await resend(email, next);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: authErrorMessage(error) });
    }
  }
  return (
    <div className="resend">
      <PendingButton type="button" onClick={send} pending={state.status === 'sending'}>
        Send the confirmation link again
      </PendingButton>
      <p role="status" className="muted">
        {/* The server answers alike whether a mail went out (a confirmed address gets none): never tell. */}
        {state.status === 'sent' && `If ${email} still needs confirming, we have sent it a new link.`}
        {state.status === 'error' && state.message}
      </p>
    </div>
  );
}
