import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from './ProfileForm.tsx';

afterEach(cleanup);

describe('ProfileForm', () => {
  it('refuses a display name of digits only, and saves a good one trimmed', async () => {
    const save = rs.fn(async () => {});
    render(<ProfileForm save={save} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText('Display name');
    await user.type(name, '12345{Enter}');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('settings-display-name-error')?.textContent).toBe(messages.nonNumeric);
    expect(save).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, '  Ada  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ display_name: 'Ada' });
  });
  it('refuses a name longer than 64 characters', async () => {
    render(<ProfileForm save={rs.fn(async () => {})} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display name'), `${'a'.repeat(65)}{Enter}`);
    expect(document.getElementById('settings-display-name-error')?.textContent).toBe(messages.maxLength(64));
  });
});
