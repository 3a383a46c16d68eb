import { useId } from 'react';
import { focusOrMain, useInPlaceFocus } from '../a11y/focus.ts';
import './confirmInPlace.css';

export type ConfirmInPlaceProps = {
  /** What is asked: "Delete DMO and its 3 addresses?". */
  question: string;
  /** The button that does it: "Delete", "Remove". */
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on the action: the button that asked goes with what it took away. Else the page. */
  focusAfterConfirm?: () => HTMLElement | null;
};

/**
 * Asks before a delete or a removal, in place, with the safe choice focused; Escape is the safe
 * choice too. A group named by its question, not an alertdialog: it does not hold focus as a
 * dialog must, and focus entering the group reads the question out before the Cancel button.
 */
export function ConfirmInPlace({ question, action, onConfirm, onCancel, focusAfterConfirm }: ConfirmInPlaceProps) {
  const ref = useInPlaceFocus<HTMLDivElement>(onCancel);
  const questionId = useId();
  const confirm = () => {
    // Before the rows go (a render later): focus must not fall to the page with them.
    focusOrMain(focusAfterConfirm?.(), { preventScroll: true });
    onConfirm();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend does not sit in a row with the buttons; the group holds no fields.
    <div ref={ref} className="confirm-in-place" role="group" aria-labelledby={questionId} data-testid="confirm">
      <span id={questionId}>{question}</span>
      <button type="button" className="button-danger" onClick={confirm} data-testid="confirm-action">
        {action}
      </button>
      <button type="button" data-autofocus onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
