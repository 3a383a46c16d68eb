import { useEffect, useId, useRef } from 'react';
import './guardDialog.css';

export type GuardDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** The safe choice: first, so it has the focus, and what Escape does. */
  keep: string;
  discard: string;
  onKeep(): void;
  onDiscard(): void;
};

/** Asks before typing that is not saved is thrown away, in a modal dialog. */
export function GuardDialog(p: GuardDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const discarding = useRef(false);
  useEffect(() => {
    if (p.open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [p.open]);
  return (
    <dialog
      ref={dialog}
      className="guard-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape (or a phone's Back) is the safe choice, taken at once: the close event comes a task
      // later, after a quick next click may have asked again, and would take that answer for this.
      onCancel={p.onKeep}
      // Closing any other way while it asks is the safe choice too; a late close of a dialog shown
      // again since is not.
      onClose={() => {
        if (p.open && !discarding.current && !dialog.current?.open) p.onKeep();
        discarding.current = false;
      }}
    >
      <h2 id={`${id}-title`}>{p.title}</h2>
      <p id={`${id}-text`}>{p.text}</p>
      <div className="guard-dialog-actions">
        <button type="button" onClick={p.onKeep}>
          {p.keep}
        </button>
        <button
          type="button"
          className="guard-dialog-discard"
          onClick={() => {
            // Closed first: the page behind a modal dialog takes no focus, so a form opened in
            // the same click could not take it, and the focus goes back to what opened the question.
            discarding.current = true;
            dialog.current?.close();
            p.onDiscard();
          }}
        >
          {p.discard}
        </button>
      </div>
    </dialog>
  );
}
