import { useEffect, useRef } from 'react';

export type ConfirmDeleteProps = { what: string; onConfirm: () => void; onCancel: () => void };

/** Asks before a delete, in place, with the safe choice focused. */
export function ConfirmDelete({ what, onConfirm, onCancel }: ConfirmDeleteProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="coins-confirm" role="alertdialog" aria-label="Confirm delete" data-testid="coins-confirm">
      <span>Delete {what}?</span>
      <button type="button" className="coins-danger" onClick={onConfirm} data-testid="coins-confirm-delete">
        Delete
      </button>
      <button type="button" ref={cancel} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
