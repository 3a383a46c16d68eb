import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from './NewPasswordForm.tsx';

afterEach(cleanup);

function setup(askCurrent = false, save = rs.fn(async (_password: string, _current?: string) => {})) {
  const onDone = rs.fn();
  render(<NewPasswordForm title="Choose" submitLabel="Save" save={save} onDone={onDone} askCurrent={askCurrent} />);
  return { save, onDone, user: userEvent.setup() };
}

/** An error as supabase-js hands it over (told apart by name and code). */
const authApiError = (code: string) =>
  Object.assign(new Error('Current password required when setting new password.'), { name: 'AuthApiError', status: 400, code });

describe('NewPasswordForm', () => {
  it('wants the same strong password twice', async () => {
    const { save, user } = setup();
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'Abcdefg1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Abcdefg2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.getElementById('new-password-confirm-error')?.textContent).toBe(messages.passwordMismatch);
    expect(save).not.toHaveBeenCalled();
  });
  it('saves, clears the fields and reports back', async () => {
    const { save, onDone, user } = setup();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('Abcdefg1', undefined);
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
  it('refuses a password bcrypt would cut short: over 72 bytes, though under 72 characters', async () => {
    const { save, user } = setup();
    const long = `Aa1${'é'.repeat(40)}`;
    await user.type(screen.getByLabelText('New password'), long);
    await user.type(screen.getByLabelText('Repeat the new password'), long);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.getElementById('new-password-error')?.textContent).toBe(messages.maxBytes(72));
    expect(save).not.toHaveBeenCalled();
  });
  it('in the settings, wants the current password, and says so on its field when the server finds it wrong', async () => {
    const save = rs.fn(async (_password: string, _current?: string) => {
      throw authApiError('current_password_invalid');
    });
    const { onDone, user } = setup(true, save);
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.getElementById('current-password-error')?.textContent).toBe(messages.emptyField);
    expect(save).not.toHaveBeenCalled();
    await user.type(current, 'Guessed-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('Abcdefg1', 'Guessed-1');
    expect(document.getElementById('current-password-error')?.textContent).toBe(
      'This is not your current password. Type the one you log in with.',
    );
    expect(document.activeElement).toBe(current);
    expect(onDone).not.toHaveBeenCalled();
  });
});
