import type { PartMessage } from '../../state/txnsState.ts';
import { useNow } from './useNow.ts';

/**
 * A part's message, and the seconds to its next try, counted down. The count is for the eye: it
 * sits in alert and status regions, which would read it out every second, and the message itself
 * says that it is retried.
 */
export function PartMessageText({ message }: { message: PartMessage }) {
  return (
    <>
      {message.text}
      {message.retryAt !== null && <NextTry at={message.retryAt} />}
    </>
  );
}

function NextTry({ at }: { at: number }) {
  // A quarter of a second, so the count never lags a whole second behind.
  const seconds = Math.ceil((at - useNow(250)) / 1000);
  return <span aria-hidden="true"> {seconds > 0 ? `(next try in ${seconds} s)` : '(trying again…)'}</span>;
}
