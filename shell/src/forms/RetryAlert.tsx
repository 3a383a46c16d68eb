import { PendingButton } from '@coinwatch/shared/toolkit';
import { useEffect, useState } from 'react';
import { refocusIfLost } from '../a11y/focus.ts';

export type RetryAlertProps = { message: string | null; retry: () => Promise<unknown>; testId: string };

/** Something the page needs could not be read: said where it would be, with a Retry. */
export function RetryAlert({ message, retry, testId }: RetryAlertProps) {
  const [pending, setPending] = useState(false);
  // A Retry that worked takes this message away with the button that had the focus: the keyboard
  // goes on from the main region, where what was read now is, not from the top of the page.
  useEffect(() => () => refocusIfLost(), []);
  const again = async () => {
    setPending(true);
    try {
      await retry();
    } finally {
      setPending(false);
    }
  };
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {message}{' '}
      <PendingButton pending={pending} onClick={() => void again()}>
        Retry
      </PendingButton>
    </p>
  );
}
