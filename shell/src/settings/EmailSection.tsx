import { changeEmailFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { changeEmail } from '../auth/authActions.ts';
import { authState } from '../auth/authState.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { TextField } from '../forms/TextField.tsx';
import { useUnsavedFields } from '../forms/unsavedChanges.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';

/** What the user is to do with the links an email change sent: one to the new address, one to the current. */
const linksToOpen = (next: string, current: string) =>
  current
    ? `Open the link sent to ${next}, and the one sent to ${current}: the email changes once both are opened.`
    : `Open the link sent to ${next}.`;

/**
 * The email the account logs in with, and a change of it, which the server makes only once its
 * links are opened; until then, the change waiting is shown.
 */
export function EmailSection() {
  const { user } = useSnapshot(authState);
  const current = user?.email ?? '';
  const waiting = user?.new_email ?? '';
  const schema = useMemo(() => changeEmailFormSchema(current), [current]);
  // A new email typed and not sent is asked about before leaving, as the other forms here are; sent,
  // the form is reset, and so counts as saved.
  const { formProps } = useUnsavedFields();
  const { errors, busy, onSubmit } = useAuthForm(schema, async ({ email }, form) => {
    await changeEmail(email);
    form.reset();
    notifySuccess('Check your inbox', linksToOpen(email, current));
  });
  return (
    <form className="settings-form" {...formProps} onSubmit={onSubmit} noValidate aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      <p data-testid="settings-email">
        {current ? (
          <>
            You log in with <strong>{current}</strong>.
          </>
        ) : (
          'Your account has no email yet: add one to log in with it too.'
        )}
      </p>
      {waiting && (
        <p data-testid="settings-email-waiting">
          Changing to <strong>{waiting}</strong>. {linksToOpen(waiting, current)}
        </p>
      )}
      <TextField id="settings-new-email" name="email" type="email" label="New email" autoComplete="email" errors={errors.fields.email} />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Sending…' : 'Change email'}
      </PendingButton>
    </form>
  );
}
