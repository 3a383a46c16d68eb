import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { resendConfirmation } from './authActions.ts';
import { authErrorMessage } from './authErrors.ts';

export type ResendConfirmationProps = { email: string; resend?: (email: string) => Promise<void> };

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string };

/** Sends the confirmation link again, and says what happened. */
export function ResendConfirmation({ email, resend = resendConfirmation }: ResendConfirmationProps) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  async function send() {
    setState({ status: 'sending' });
    try {
      await resend(email);
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
        {state.status === 'sent' && `We have sent a new link to ${email}.`}
        {state.status === 'error' && state.message}
      </p>
    </div>
  );
}
