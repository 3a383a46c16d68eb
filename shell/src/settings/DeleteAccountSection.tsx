import { deleteAccountFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { authState, markAccountDeleted } from '../auth/authState.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { loginName } from '../auth/loginName.ts';
import { signOut } from '../auth/signOut.ts';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { deleteAccount } from './accountActions.ts';

/**
 * Deletes the account, its coins, addresses and ownership proofs, for good, once the user has typed
 * its email (or phone) back. The device is then signed out; others lose the session on their next
 * call.
 */
export function DeleteAccountSection() {
  const { user } = useSnapshot(authState);
  const identity = user ? loginName(user) : '';
  const schema = useMemo(() => deleteAccountFormSchema(identity), [identity]);
  const { errors, busy, onSubmit } = useSchemaForm(schema, async () => {
    // Marked first: another tab's token refresh may fail before this tab signs out.
    markAccountDeleted(user?.id ?? null);
    try {
      await deleteAccount();
    } catch (error) {
      markAccountDeleted(null);
      throw error;
    }
    await signOut('local', ['Account deleted', 'Your account, its coins and their addresses are deleted.']);
  });
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p>
        This deletes your account, your coins, their addresses and your ownership proofs, on every device. It cannot be undone: to keep your
        coins, export them from Home first.
      </p>
      <TextField
        id="settings-delete-confirm"
        name="confirm"
        label={`To confirm, type ${identity}`}
        autoComplete="off"
        spellCheck={false}
        errors={errors.fields.confirm}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" className="button-danger" pending={busy}>
        {busy ? 'Deleting…' : 'Delete my account'}
      </PendingButton>
    </form>
  );
}
