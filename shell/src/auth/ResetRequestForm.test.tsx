import { messages } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ResetRequestForm } from './ResetRequestForm.tsx';

afterEach(cleanup);

describe('ResetRequestForm', () => {
  it('checks the address, then always gives the same answer', async () => {
    const request = rs.fn(async (_email: string, _next: string) => {});
    render(
      <MemoryRouter>
        <ResetRequestForm request={request} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(document.getElementById('reset-email-error')?.textContent).toBe(messages.emptyField);
    await user.type(screen.getByLabelText('Email'), 'who@example.com{Enter}');
    expect(request).toHaveBeenCalledWith('who@example.com', '/');
    expect(screen.getByRole('status').textContent).toBe(
      'If an account exists for who@example.com, we have sent it a link to choose a new password. Check your inbox.',
    );
  });
});
