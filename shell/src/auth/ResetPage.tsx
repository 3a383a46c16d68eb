import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { authState } from './authState.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';

/** /login/reset: ask for a link; arriving from that link (PASSWORD_RECOVERY), choose the new password. */
export default function ResetPage() {
  const { recovering } = useSnapshot(authState);
  const navigate = useNavigate();
  if (!recovering) return <ResetRequestForm />;
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
