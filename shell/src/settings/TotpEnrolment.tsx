import { TotpCodeFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useInPlaceFocus } from '../a11y/focus.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { TextField } from '../forms/TextField.tsx';
import { CopyButton } from '../home/CopyButton.tsx';
import type { TotpEnrolment as Enrolment } from './accountActions.ts';

export type TotpEnrolmentProps = {
  enrolment: Enrolment;
  verify: (factorId: string, code: string) => Promise<void>;
  /** Cancel is running: the factor is being removed, so neither button may run again. */
  cancelling: boolean;
  onCancel: () => void;
};

/** Scan the QR code (or type the secret), then give the first code to turn the factor on. */
export function TotpEnrolment({ enrolment, verify, cancelling, onCancel }: TotpEnrolmentProps) {
  const { errors, busy, onSubmit } = useAuthForm(TotpCodeFormSchema, ({ code }) => verify(enrolment.factorId, code));
  // It replaces the button that opened it: focus moves to its first words, so a screen reader goes
  // on to the secret key (all a blind user can add to an app) before the code field. Escape is Cancel.
  const ref = useInPlaceFocus<HTMLFormElement>(() => {
    if (!busy && !cancelling) onCancel();
  });
  return (
    <form ref={ref} className="settings-form totp-enrolment" onSubmit={onSubmit} noValidate aria-label="Set up an authenticator app">
      <p tabIndex={-1} data-autofocus>
        Scan this QR code with your authenticator app, or enter the secret key by hand.
      </p>
      <img className="totp-qr" src={enrolment.qrCode} alt="QR code to add Coinwatch to your authenticator app" width={200} height={200} />
      <p className="totp-secret-line">
        Secret key: {/* In groups of four, by their margins: typed from, it reads in steps; copied, it has no spaces. */}
        <code className="mono totp-secret" data-testid="auth-totp-secret">
          {enrolment.secret.match(/.{1,4}/g)?.map((group, i) => (
            // A group's place is its identity: the secret never changes while this is shown.
            <span key={i}>{group}</span>
          ))}
        </code>{' '}
        <CopyButton value={enrolment.secret} label="Copy the secret key" className="" />
      </p>
      <TextField
        id="totp-enrol-code"
        name="code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        errors={errors.fields.code}
      />
      <FormAlert message={errors.form} />
      <div className="settings-actions">
        <PendingButton type="submit" pending={busy || cancelling}>
          {busy ? 'Verifying…' : 'Verify and turn on'}
        </PendingButton>
        <PendingButton type="button" onClick={onCancel} pending={busy || cancelling}>
          Cancel
        </PendingButton>
      </div>
    </form>
  );
}
