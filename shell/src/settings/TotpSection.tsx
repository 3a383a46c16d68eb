import { PendingButton } from '@coinwatch/shared/toolkit';
import type { Factor } from '@supabase/supabase-js';
import { useRef, useState } from 'react';
import { authErrorMessage, isAuthErrorNamed } from '../auth/authErrors.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { ConfirmInPlace } from '../forms/ConfirmInPlace.tsx';
import { RetryAlert } from '../forms/RetryAlert.tsx';
import { useStepUnderWay } from '../forms/unsavedChanges.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { dropUnverifiedFactor, type TotpEnrolment as Enrolment, enrollTotp, removeFactor, verifyFactor } from './accountActions.ts';
import { FactorList, factorName } from './FactorList.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';
import { useDropWhenLeft } from './useDropWhenLeft.ts';
import { useFactors } from './useFactors.ts';

/** Two-step sign-in with an authenticator app (TOTP): list, add (QR + secret + first code), remove. */
export function TotpSection() {
  const { state, reload } = useFactors();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  // A QR code shown: reloaded away, the authenticator app would keep an entry that never works.
  useStepUnderWay(enrolment !== null);
  // Its factor, removed if the page goes first: left, it listed as "Not verified", never to be finished.
  const hold = useDropWhenLeft();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The app whose removal is being asked about: it turns two-step sign-in off, and cannot be undone.
  const [removing, setRemoving] = useState<Factor | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setBusy(false);
      await reload();
    }
  }
  const start = () => {
    // One question at a time: a removal still asked about is dropped (it sat above the new QR code).
    setRemoving(null);
    return run(async () => {
      const started = await enrollTotp();
      hold(started.factorId);
      setEnrolment(started);
    });
  };
  const remove = (factor: Factor) =>
    run(async () => {
      const codeOwed = await removeFactor(factor.id);
      notifySuccess(
        'Authenticator app removed',
        codeOwed
          ? 'This sign-in gave its code: enter a code from another of your authenticator apps to go on.'
          : 'Signing in no longer asks for its code.',
      );
    });
  // The setup form goes with the button that has the focus, and the button that opened it was
  // replaced meanwhile: the keyboard goes on from the section's heading, as after a removal.
  const closeEnrolment = () => {
    heading.current?.focus();
    setEnrolment(null);
  };
  const cancel = (factorId: string) =>
    run(async () => {
      await dropUnverifiedFactor(factorId);
      hold(null);
      closeEnrolment();
    });
  async function verify(factorId: string, code: string) {
    // Not removed while its code is on the way: it may be the app just added.
    hold(null);
    try {
      await verifyFactor(factorId, code);
    } catch (cause) {
      // Held again only when the server refused the code. Unanswered, it may have verified it (the
      // answer lost on the way): removed on leaving, the app just added would be gone.
      if (isAuthErrorNamed(cause, 'AuthApiError') && (cause.status ?? 500) < 500) hold(factorId);
      throw cause;
    }
    closeEnrolment();
    notifySuccess('Authenticator app added', 'Signing in now also asks for its code.');
    await reload();
  }

  return (
    <section aria-labelledby="totp-title">
      <h2 id="totp-title" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </h2>
      {state.status === 'loading' && <p className="muted">Loading…</p>}
      {state.status === 'error' && <RetryAlert message={state.message} retry={reload} testId="totp-load-error" />}
      {state.status === 'ready' && <FactorList factors={state.factors} busy={busy} onRemove={setRemoving} />}
      {removing && (
        <ConfirmInPlace
          question={`Remove ${factorName(removing)}? Signing in will no longer ask for its code.`}
          action="Remove"
          onConfirm={() => {
            setRemoving(null);
            void remove(removing);
          }}
          onCancel={() => setRemoving(null)}
          focusAfterConfirm={() => heading.current}
        />
      )}
      {/* An action that failed for the reason the list's reload then failed for says it once. */}
      <FormAlert message={state.status === 'error' && state.message === error ? null : error} />
      {enrolment ? (
        <TotpEnrolment enrolment={enrolment} verify={verify} cancelling={busy} onCancel={() => void cancel(enrolment.factorId)} />
      ) : (
        <PendingButton type="button" pending={busy} onClick={() => void start()}>
          Add an authenticator app
        </PendingButton>
      )}
    </section>
  );
}
