import { ProfileFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useSnapshot } from 'valtio';
import { authState } from '../auth/authState.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { TextField } from '../forms/TextField.tsx';
import { useUnsavedFields } from '../forms/unsavedChanges.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { saveProfile } from './accountActions.ts';

export type ProfileFormProps = { save?: typeof saveProfile };

/** The display name, saved to the account (user metadata) and shown in the header at once. */
export function ProfileForm({ save = saveProfile }: ProfileFormProps) {
  const { account } = useSnapshot(authState);
  const { formProps, saved } = useUnsavedFields();
  const { errors, busy, onSubmit } = useAuthForm(ProfileFormSchema, async ({ displayName }) => {
    await save({ display_name: displayName });
    saved();
    notifySuccess('Profile saved', 'Your display name is saved.');
  });
  return (
    <form className="settings-form" {...formProps} onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <TextField
        id="settings-display-name"
        name="displayName"
        label="Display name"
        autoComplete="nickname"
        defaultValue={account?.displayName ?? ''}
        key={account?.displayName}
        errors={errors.fields.displayName}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Saving…' : 'Save'}
      </PendingButton>
    </form>
  );
}
