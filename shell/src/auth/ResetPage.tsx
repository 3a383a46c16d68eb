import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { authState } from './authState.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { useLinkError } from './useLinkError.ts';

/**
 * /login/reset: ask for a link; arriving from that link (PASSWORD_RECOVERY), choose the new password.
 * A link that has expired or was used already lands here too, and says so above the form that asks
 * for a new one.
 */
export default function ResetPage() {
  const { recovering } = useSnapshot(authState);
  const linkError = useLinkError();
  const navigate = useNavigate();
  if (!recovering) return <ResetRequestForm linkError={linkError} />;
  return (
    <section>
      <h1>Choose a new password</h1>
      <NewPasswordForm
        title="Choose a new password"
        submitLabel="Save the new password"
        onDone={async () => {
          notifySuccess('Password changed', 'Your new password is saved.');
          await navigate('/', { replace: true });
        }}
      />
    </section>
  );
}
