import { retryNow } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import type { PartMessage } from '../../state/txnsState.ts';
import { useNow } from './useNow.ts';

/**
 * A part's message, the seconds to its next try counted down, and "Try now": a node back up
 * should not wait out a back-off of up to 30 s. The count is for the eye: it sits in alert and
 * status regions, which would read it out every second, and the message says that it is retried.
 */
export function PartMessageText({ message }: { message: PartMessage }) {
  // Pressed, the wait is over: the try is under way until the next message says how it went.
  const [hurried, setHurried] = useState<number | null>(null);
  return (
    <>
      {message.text}
      {message.retryAt !== null && (
        <>
          <NextTry at={hurried === message.retryAt ? 0 : message.retryAt} />{' '}
          <button
            type="button"
            className="txns-link-button txns-try-now"
            onClick={() => {
              retryNow();
              setHurried(message.retryAt);
            }}
            data-testid="txns-try-now"
          >
            Try now
          </button>
        </>
      )}
    </>
  );
}

function NextTry({ at }: { at: number }) {
  // A quarter of a second, so the count never lags a whole second behind.
  const seconds = Math.ceil((at - useNow(250)) / 1000);
  return <span aria-hidden="true"> {seconds > 0 ? `(next try in ${seconds} s)` : '(trying again…)'}</span>;
}
