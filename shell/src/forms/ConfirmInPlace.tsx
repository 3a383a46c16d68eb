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

/** Asks before a delete or a removal, in place, with the safe choice focused; Escape is the safe choice too. */
export function ConfirmInPlace({ question, action, onConfirm, onCancel, focusAfterConfirm }: ConfirmInPlaceProps) {
  const ref = useInPlaceFocus<HTMLDivElement>(onCancel);
  const confirm = () => {
    // Before the rows go (a render later): focus must not fall to the page with them.
    focusOrMain(focusAfterConfirm?.(), { preventScroll: true });
    onConfirm();
  };
  return (
    <div ref={ref} className="confirm-in-place" role="alertdialog" aria-label={`Confirm ${action.toLowerCase()}`} data-testid="confirm">
      <span>{question}</span>
      <button type="button" className="button-danger" onClick={confirm} data-testid="confirm-action">
        {action}
      </button>
      <button type="button" data-autofocus onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
