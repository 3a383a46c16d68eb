import { useState } from 'react';
import { GuardDialog } from './GuardDialog.tsx';
import { FormSlotContext, type FormSlotHandle } from './unsavedChanges.ts';

/** Wraps the forms of a slot, so their unsaved typing counts in it: `<FormSlot value={slot.handle}>`. */
export const FormSlot = FormSlotContext.Provider;

/**
 * A place that shows one form at a time (the home page's panel, a coin card's forms). Opening
 * another form there throws away the one shown, so `replace` asks first while it holds unsaved
 * typing, and so does Escape in a form inside it (useInPlaceFocus); render `question` beside the slot.
 */
export function useFormSlot() {
  const [pending, setPending] = useState<{ go(): void } | null>(null);
  // One object for the slot's life: the forms inside read it from context and count themselves in it.
  const [handle] = useState<FormSlotHandle>(() => {
    const dirty = { current: 0 };
    return { dirty, replace: (go) => (dirty.current > 0 ? setPending({ go }) : go()) };
  });
  const question = (
    <GuardDialog
      open={pending !== null}
      title="Discard what you typed?"
      text="This form is not saved yet. Keep editing to save it, or discard it and go on."
      keep="Keep editing"
      discard="Discard"
      onKeep={() => setPending(null)}
      onDiscard={() => {
        pending?.go();
        setPending(null);
      }}
    />
  );
  return { handle, replace: handle.replace, question };
}
