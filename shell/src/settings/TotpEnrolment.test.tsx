import { afterEach, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TotpEnrolment } from './TotpEnrolment.tsx';

afterEach(cleanup);

const enrolment = { factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,%3Csvg%3E%3C%2Fsvg%3E', secret: 'JBSWY3DPEHPK3PXP' };

it('takes focus to its instructions when it opens (a screen reader reads on to the secret key and its Copy), and Escape cancels it like its Cancel button', async () => {
  const onCancel = rs.fn();
  render(<TotpEnrolment enrolment={enrolment} verify={async () => {}} cancelling={false} onCancel={onCancel} />);
  expect(document.activeElement).toBe(screen.getByText('Scan this QR code with your authenticator app, or enter the secret key by hand.'));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy the secret key' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByLabelText('Code from the app'));
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
});
