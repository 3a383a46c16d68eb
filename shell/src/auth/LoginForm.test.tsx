import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authMessages } from './authErrors.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';

afterEach(cleanup);

function setup(signIn: NonNullable<LoginFormProps['signIn']>, resend = rs.fn(async (_email: string, _next: string) => {})) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm signIn={signIn} resend={resend} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/login?next=%2Fsettings'] },
  );
  render(<RouterProvider router={router} />);
  return { router, resend, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'a@example.com', password = 'secret') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('asks for credentials first', async () => {
    const signIn = rs.fn(async () => {});
    const { user } = setup(signIn);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Under the email, which takes the focus, so a screen reader reads the two together.
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.credentials);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });
  it('goes to the remembered page after signing in', async () => {
    const { router, user } = setup(async () => {});
    await fill(user);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });
  it.each([
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), authMessages.invalidCredentials],
    [new AuthApiError('Too many requests', 429, 'over_request_rate_limit'), authMessages.rateLimited],
    [new AuthRetryableFetchError('Failed to fetch', 0), authMessages.network],
  ])('announces %s clearly', async (error, message) => {
    const { user } = setup(async () => {
      throw error;
    });
    await fill(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
  it('offers to resend the confirmation link for an unconfirmed email', async () => {
    const { user, resend } = setup(async () => {
      throw new AuthApiError('Email not confirmed', 400, 'email_not_confirmed');
    });
    await fill(user, 'new@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.emailNotConfirmed);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    // Its link, too, ends on the page the visitor asked for.
    expect(resend).toHaveBeenCalledWith('new@example.com', '/settings');
    expect((await screen.findByRole('status')).textContent).toContain('new@example.com');
  });
  it('names the phone number, not an email, when a phone number’s password is wrong', async () => {
    const { user } = setup(async () => {
      throw new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    });
    await user.type(screen.getByLabelText('Or phone number'), '+14155550123');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidPhoneCredentials);
  });
  it('keeps the page asked for on the way to sign up or to reset the password', () => {
    setup(async () => {});
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?next=%2Fsettings');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/login/reset?next=%2Fsettings');
  });
});
