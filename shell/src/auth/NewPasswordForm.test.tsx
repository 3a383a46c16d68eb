import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from './NewPasswordForm.tsx';

afterEach(cleanup);

function setup() {
  const save = rs.fn(async (_password: string) => {});
  const onDone = rs.fn();
  render(<NewPasswordForm title="Choose" submitLabel="Save" save={save} onDone={onDone} />);
  return { save, onDone, user: userEvent.setup() };
}

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
    expect(save).toHaveBeenCalledWith('Abcdefg1');
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
  });
});
