/**
 * Which forms hold input the user has not saved, so that a new build never reloads the page under
 * it. Tools get this for free: no API to call.
 *
 * - Typing in a form marks it.
 * - A submitted form is saved unless it says otherwise, the way an accessible form says it: a field
 *   marked invalid, an alert, or its submit button pending while the save runs (PendingButton).
 * - Resetting a form, or its leaving the page, clears it.
 * - Only forms count: a control on its own (a filter, a toggle) applies as it changes, so there is
 *   nothing to save, and nothing would ever clear it.
 */
const typed = new Set<HTMLFormElement>();
const submitted = new Set<HTMLFormElement>();
const NOT_SAVED = '[aria-invalid="true"], [role="alert"], [type="submit"][aria-disabled="true"]';
let watching = false;

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (target instanceof HTMLFormElement) return target;
  return target instanceof Element ? target.closest('form') : null;
}

export function watchUnsavedInput(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'input',
    (e) => {
      const form = formOf(e.target);
      if (form) typed.add(form);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (e) => {
      const form = formOf(e.target);
      if (!form) return;
      typed.delete(form);
      submitted.add(form);
    },
    true,
  );
  doc.addEventListener(
    'reset',
    (e) => {
      const form = formOf(e.target);
      if (!form) return;
      typed.delete(form);
      submitted.delete(form);
    },
    true,
  );
}

export function hasUnsavedInput(): boolean {
  for (const forms of [typed, submitted]) for (const form of forms) if (!form.isConnected) forms.delete(form);
  if (typed.size > 0) return true;
  for (const form of submitted) if (form.querySelector(NOT_SAVED)) return true;
  return false;
}
