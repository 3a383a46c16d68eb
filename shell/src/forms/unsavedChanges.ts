import { createContext, type FormEvent, useContext, useEffect, useState } from 'react';
import { proxy } from 'valtio';

/**
 * How many forms on the page hold typed changes not saved yet, and how many steps of a flow are
 * under way (a code mailed and awaited, a QR code shown): a new build's reload waits for both,
 * though only typing asks before the user leaves.
 */
export const unsavedChanges = proxy({ forms: 0, steps: 0 });

/**
 * A form slot (useFormSlot), for the forms inside it: how many of them hold unsaved typing, and
 * `replace`, which runs `go` (closing the form, or showing another) after asking when they do.
 */
export type FormSlotHandle = { dirty: { current: number }; replace(go: () => void): void };
export const FormSlotContext = createContext<FormSlotHandle | null>(null);

/** While `active`, one more in `target[key]`: a form's unsaved typing, or a step under way. */
function useCountedWhile<K extends string>(active: boolean, target: Record<K, number> | null, key: K): void {
  useEffect(() => {
    if (!active || !target) return;
    target[key]++;
    return () => {
      target[key]--;
    };
  }, [active, target, key]);
}

/**
 * While `dirty`, the form counts as unsaved: leaving the page asks first (LeaveGuard), and so does
 * replacing it with another form in its slot (useFormSlot). While `saving`, only leaving the page
 * asks: closing the tab would cut the save's request, opening another form does not.
 */
export function useUnsavedChanges(dirty: boolean, saving = false): void {
  useCountedWhile(dirty, unsavedChanges, 'forms');
  useCountedWhile(dirty && !saving, useContext(FormSlotContext)?.dirty ?? null, 'current');
}

/** While `active`, a step of a flow is on screen that a reload would lose (see unsavedChanges). */
export const useStepUnderWay = (active: boolean): void => useCountedWhile(active, unsavedChanges, 'steps');

/** Whether any of the values a form started with has changed. */
export const changedFrom = <T extends object>(start: T, values: T): boolean =>
  (Object.keys(start) as Array<keyof T>).some((key) => values[key] !== start[key]);

const typedOver = (form: HTMLFormElement) =>
  [...form.elements].some((e) => (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement) && e.value !== e.defaultValue);

/**
 * useUnsavedChanges for a form whose fields keep their own values (`defaultValue`): unsaved while
 * any field differs from its default. Spread `formProps` on the form; call `saved()` once saved.
 */
export function useUnsavedFields() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return {
    formProps: {
      onInput: (event: FormEvent<HTMLFormElement>) => setDirty(typedOver(event.currentTarget)),
      onReset: () => setDirty(false),
    },
    saved: () => setDirty(false),
  };
}
