import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export type PendingButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean };

/**
 * A button whose action is running. `disabled` would drop its focus to the page (and a screen
 * reader's place with it); this one keeps focus, says it is unavailable with aria-disabled (the
 * host styles it as disabled), and ignores presses until the action ends.
 */
export function PendingButton({ pending, onClick, ...rest }: PendingButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return <button type="button" {...rest} aria-disabled={pending || undefined} onClick={press} />;
}
