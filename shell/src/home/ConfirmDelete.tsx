import { focusOrMain, useInPlaceFocus } from '../a11y/focus.ts';

export type ConfirmDeleteProps = {
  what: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on Delete: the button that asked goes with what it deleted. Else the page. */
  focusAfterDelete?: () => HTMLElement | null;
};

/** Asks before a delete, in place, with the safe choice focused; Escape is the safe choice too. */
export function ConfirmDelete({ what, onConfirm, onCancel, focusAfterDelete }: ConfirmDeleteProps) {
  const ref = useInPlaceFocus<HTMLDivElement>(onCancel);
  const confirm = () => {
    // Before the rows go (a render later): focus must not fall to the page with them.
    focusOrMain(focusAfterDelete?.(), { preventScroll: true });
    onConfirm();
  };
  return (
    <div ref={ref} className="coins-confirm" role="alertdialog" aria-label="Confirm delete" data-testid="coins-confirm">
      <span>Delete {what}?</span>
      <button type="button" className="coins-danger" onClick={confirm} data-testid="coins-confirm-delete">
        Delete
      </button>
      <button type="button" data-autofocus onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
