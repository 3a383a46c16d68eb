import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { setPassword } from './authActions.ts';
import { authErrorMessage, authMessages } from './authErrors.ts';
import { authState, owesSecondFactor, setRecovering } from './authState.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { safeNextPath } from './nextPath.ts';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { signOut } from './signOut.ts';
import { useLinkError } from './useLinkError.ts';
import { useNextPath } from './useNextPath.ts';

/**
 * Saves the new password; true when the server asked for the current one instead. Then this reset
 * saved one already, and its session is a recovery's no more: a Save whose answer was lost (the
 * server took it), or another tab's. The reset is over.
 */
async function saveUnlessSaved(password: string): Promise<boolean> {
  try {
    await setPassword(password);
    return false;
  } catch (error) {
    if (authErrorMessage(error) !== authMessages.currentPasswordWrong) throw error;
    setRecovering(false);
    return true;
  }
}

/**
 * /login/reset: ask for a link; arriving from that link (PASSWORD_RECOVERY), choose the new password.
 * A link that has expired or was used already lands here too, and says so above the form that asks
 * for a new one.
 */
export default function ResetPage() {
  const snap = useSnapshot(authState);
  // Owed first: the TOTP code (a reset email's code typed here is on its way to it).
  const choosing = snap.recovering && !owesSecondFactor(snap);
  const linkError = useLinkError();
  const navigate = useNavigate();
  const next = useNextPath();
  // Once the new password is saved (here or in another tab), the reset is over but the page stays
  // until it has moved on (to the page asked for, or Home): the new-password form stays with it,
  // instead of the form that asks for a link. Signed out, the reset is over for good and that form
  // is the right one.
  const wasRecovering = useRef(false);
  if (choosing) wasRecovering.current = true;
  // It replaces the form whose button had the focus (a reset email's code): focus goes on from here.
  const heading = useRef<HTMLHeadingElement>(null);
  const savedBefore = useRef(false);
  useEffect(() => {
    if (choosing) heading.current?.focus();
  }, [choosing]);
  if (!choosing && !(wasRecovering.current && snap.user)) return <ResetRequestForm linkError={linkError} />;
  return (
    <section>
      <h1 tabIndex={-1} ref={heading}>
        Choose a new password
      </h1>
      <NewPasswordForm
        title="Choose a new password"
        submitLabel="Save the new password"
        save={async (password) => {
          savedBefore.current = await saveUnlessSaved(password);
        }}
        onDone={async () => {
          if (savedBefore.current) notifySuccess('Password changed', 'A new password was saved already: log in with it from now on.');
          else notifySuccess('Password changed', 'Your new password is saved.');
          await navigate(safeNextPath(next), { replace: true });
        }}
      />
      {/* Every other page leads back here until the password is saved: this is the way out. */}
      <p className="auth-links">
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out without changing the password
        </button>
      </p>
    </section>
  );
}
