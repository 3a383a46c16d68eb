import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { AuthApiError } from '@supabase/supabase-js';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authMessages } from './authErrors.ts';
import { TotpForm } from './TotpForm.tsx';

afterEach(cleanup);

function setup(verify: (code: string) => Promise<void>, onSignOut: () => void = () => {}) {
  const router = createMemoryRouter(
    [
      { path: '/login/verify', element: <TotpForm verify={verify} onSignOut={onSignOut} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/login/verify?next=%2Fsettings'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('TotpForm', () => {
  it('offers no sign-out while a code is being checked, whose late answer would sign the account in again', async () => {
    let answer = () => {};
    const onSignOut = rs.fn();
    const { user } = setup(() => new Promise<void>((resolve) => (answer = resolve)), onSignOut);
    await user.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
    const signOut = screen.getByRole('button', { name: 'Sign out and use another account' });
    expect(signOut.getAttribute('aria-disabled')).toBe('true');
    await user.click(signOut);
    expect(onSignOut).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });
  it('wants six digits', async () => {
    const verify = rs.fn(async () => {});
    const { user } = setup(verify);
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '12a4{Enter}');
    expect(document.getElementById('verify-code-error')?.textContent).toBe(messages.totpCode);
    expect(verify).not.toHaveBeenCalled();
  });
  it('says a wrong code is wrong, and an expired one expired, on the code’s field, which takes the focus', async () => {
    const errors = [
      new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
      new AuthApiError('expired', 422, 'mfa_challenge_expired'),
    ];
    const { user } = setup(async () => {
      throw errors.shift();
    });
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(document.getElementById('verify-code-error')?.textContent).toBe(authMessages.wrongCode));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain('verify-code-error');
    expect(document.activeElement).toBe(code);
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321{Enter}');
    expect(await screen.findByText(authMessages.expiredCode)).toBeTruthy();
  });
  it('continues to the remembered page with the right code', async () => {
    const verify = rs.fn(async () => {});
    const { router, user } = setup(verify);
    await user.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(verify).toHaveBeenCalledWith('123456');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
