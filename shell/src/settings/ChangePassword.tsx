import { NewPasswordForm } from '../auth/NewPasswordForm.tsx';
import { notifySuccess } from '../notifications/notificationsState.ts';

/** A new password for the account, given the current one; the server signs the other devices out. */
export function ChangePassword() {
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <NewPasswordForm
        title="Change password"
        submitLabel="Change password"
        askCurrent
        onDone={() => void notifySuccess('Password changed', 'Use your new password the next time you log in.')}
      />
    </section>
  );
}
