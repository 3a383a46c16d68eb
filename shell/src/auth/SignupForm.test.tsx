import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SignupForm, type SignupFormProps } from './SignupForm.tsx';

afterEach(cleanup);

function setup(props: SignupFormProps = {}) {
  const signUp = rs.fn<NonNullable<SignupFormProps['signUp']>>(async () => 'check-inbox');
  render(
    <MemoryRouter>
      <SignupForm signUp={signUp} {...props} />
    </MemoryRouter>,
  );
  return { signUp, user: userEvent.setup() };
}

describe('SignupForm', () => {
  it('asks for an email or phone and a password, without calling the server, on the first field it lacks', async () => {
    const { signUp, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.credentials);
    expect(document.activeElement).toBe(email);
    // The email given, the password is what it lacks.
    await user.type(email, 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-describedby')).toContain('-error');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(signUp).not.toHaveBeenCalled();
  });
  it('marks an invalid email and describes it, and moves focus to it', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.email);
    expect(document.activeElement).toBe(email);
  });
  it('a bad email with no password: the focus goes to the email, the first in the form, though the schema finds the password first', async () => {
    const { user, signUp } = setup();
    await user.type(screen.getByLabelText('Email'), 'bob@');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.email);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(signUp).not.toHaveBeenCalled();
  });
  it('lists every reason a password is weak', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const errors = document.getElementById('signup-password-error')?.textContent ?? '';
    expect(errors).toContain(messages.minLength(8));
    expect(errors).toContain(messages.number);
    expect(errors).toContain(messages.upper);
  });
  it('sends the credentials and the display name, then asks to check the inbox', async () => {
    const { signUp, user } = setup();
    await user.type(screen.getByLabelText('Email'), ' a@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Display name (optional)'), 'Ada');
    await user.keyboard('{Enter}');
    expect(signUp).toHaveBeenCalledWith({ email: 'a@example.com', phone: '', password: 'Abcdefg1', displayName: 'Ada' }, '/');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the confirmation link again' })).toBeTruthy();
    expect(document.title).toBe('Coinwatch | Check your inbox');
  });
  it('keeps focus on the busy submit button and sends once, whatever is pressed meanwhile', async () => {
    let finish: (value: 'check-inbox') => void = () => {};
    const signUp = rs.fn(() => new Promise<'check-inbox'>((resolve) => (finish = resolve)));
    const { user } = setup({ signUp });
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const busy = screen.getByRole('button', { name: 'Signing up…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('{Enter}');
    expect(signUp).toHaveBeenCalledTimes(1);
    finish('check-inbox');
    // The busy button is gone with the form: focus goes to what replaced it, not to the page.
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    // The focus moves in an effect after the heading is drawn: on a busy machine, a while after.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
