import { ProfileFormSchema } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../auth/authState.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { TextField } from '../forms/TextField.tsx';
import { useUnsavedFields } from '../forms/unsavedChanges.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { saveProfile } from './saveProfile.ts';

export type ProfileFormProps = { save?: typeof saveProfile };

/** The display name, saved to the account (user metadata) and shown in the header at once. */
export function ProfileForm({ save = saveProfile }: ProfileFormProps) {
  const { account } = useSnapshot(authState);
  const { formProps, saved } = useUnsavedFields();
  const nameInput = useRef<HTMLInputElement>(null);
  const displayName = account?.displayName ?? '';
  // The name as saved (here, trimmed, or on another device) shows in the field, which stays the same
  // element: one put in its place would take the keyboard's place away after a save with Enter.
  useEffect(() => {
    if (nameInput.current) nameInput.current.value = displayName;
  }, [displayName]);
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
        ref={nameInput}
        defaultValue={displayName}
        errors={errors.fields.displayName}
      />
      <FormAlert message={errors.form} />
      <PendingButton type="submit" pending={busy}>
        {busy ? 'Saving…' : 'Save'}
      </PendingButton>
    </form>
  );
}
