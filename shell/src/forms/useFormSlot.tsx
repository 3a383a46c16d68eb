import { useRef, useState } from 'react';
import { GuardDialog } from './GuardDialog.tsx';
import { FormSlotContext } from './unsavedChanges.ts';

/** Wraps the forms of a slot, so their unsaved typing counts in it: `<FormSlot value={slot.dirty}>`. */
export const FormSlot = FormSlotContext.Provider;

/**
 * A place that shows one form at a time (the home page's panel, a coin card's forms). Opening
 * another form there throws away the one shown, so `replace` asks first while it holds unsaved
 * typing; render `question` beside the slot.
 */
export function useFormSlot() {
  const dirty = useRef(0);
  const [pending, setPending] = useState<{ go(): void } | null>(null);
  const replace = (go: () => void) => (dirty.current > 0 ? setPending({ go }) : go());
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
  return { dirty, replace, question };
}
