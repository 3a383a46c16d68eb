import { PendingButton } from '@coinwatch/shared/toolkit';
import type { Factor } from '@supabase/supabase-js';
import { useRef, useState } from 'react';
import { authErrorMessage } from '../auth/authErrors.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { ConfirmInPlace } from '../forms/ConfirmInPlace.tsx';
import { RetryAlert } from '../forms/RetryAlert.tsx';
import { useStepUnderWay } from '../forms/unsavedChanges.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { type TotpEnrolment as Enrolment, enrollTotp, removeFactor, verifyFactor } from './accountActions.ts';
import { FactorList, factorName } from './FactorList.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';
import { useFactors } from './useFactors.ts';

/** Two-step sign-in with an authenticator app (TOTP): list, add (QR + secret + first code), remove. */
export function TotpSection() {
  const { state, reload } = useFactors();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  // A QR code shown: reloaded away, the authenticator app would keep an entry that never works.
  useStepUnderWay(enrolment !== null);
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
    return run(async () => setEnrolment(await enrollTotp()));
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
      // Gone already (another tab's setup drops an unfinished one): cancelled all the same, or the
      // form could not be left.
      await removeFactor(factorId).catch((cause: unknown) => {
        if ((cause as { code?: unknown }).code !== 'mfa_factor_not_found') throw cause;
      });
      closeEnrolment();
    });
  async function verify(factorId: string, code: string) {
    await verifyFactor(factorId, code);
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
      {state.status === 'ready' && (
        <FactorList
          // The app being added shows as its QR code below, not as a "Not verified" row to remove.
          factors={state.factors.filter((f) => f.id !== enrolment?.factorId)}
          busy={busy}
          onRemove={setRemoving}
        />
      )}
      {removing && (
        <ConfirmInPlace
          question={`Remove ${factorName(removing)}? ${
            removing.status === 'verified' ? 'Signing in will no longer ask for its code.' : 'It was never verified.'
          }`}
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
