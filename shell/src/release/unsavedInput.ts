/**
 * Which forms hold input the user has not saved, so that a new build never reloads the page under
 * it. Tools get this for free: no API to call.
 *
 * - Typing in a form marks it, for as long as a field differs from what it held when the user came
 *   to it: typing, then deleting it again, leaves nothing unsaved.
 * - A submitted form is saved unless it says otherwise, the way an accessible form says it: a field
 *   marked invalid, an alert, or its submit button pending while the save runs (PendingButton).
 * - Resetting a form, or its leaving the page, clears it.
 * - Only forms count: a control on its own (a filter, a toggle) applies as it changes, so there is
 *   nothing to save, and nothing would ever clear it.
 */
const typed = new Set<HTMLFormElement>();
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Each field's value when focus came to it; null when it changed without focus (unknown start). */
const before = new WeakMap<Field, string | null>();
const submitted = new Set<HTMLFormElement>();
const NOT_SAVED = '[aria-invalid="true"], [role="alert"], [type="submit"][aria-disabled="true"]';
let watching = false;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const stateOf = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? String(field.checked) : field.value;

const fieldsOf = (form: HTMLFormElement) => [...form.elements].filter(isField);

const changed = (field: Field) => {
  const start = before.get(field);
  return start === null || (start !== undefined && stateOf(field) !== start);
};

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (target instanceof HTMLFormElement) return target;
  return target instanceof Element ? target.closest('form') : null;
}

export function watchUnsavedInput(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'focusin',
    (e) => {
      if (isField(e.target) && !before.has(e.target)) before.set(e.target, stateOf(e.target));
    },
    true,
  );
  doc.addEventListener(
    'input',
    (e) => {
      const form = formOf(e.target);
      if (!form) return;
      typed.add(form);
      if (isField(e.target) && !before.has(e.target)) before.set(e.target, null);
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
      // What was sent is the new start: typing it back to that is nothing to save.
      for (const field of fieldsOf(form)) before.set(field, stateOf(field));
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
      // The fields go back after this event; their next focus notes what they hold then.
      for (const field of fieldsOf(form)) before.delete(field);
    },
    true,
  );
}

export function hasUnsavedInput(): boolean {
  for (const forms of [typed, submitted]) for (const form of forms) if (!form.isConnected) forms.delete(form);
  for (const form of typed) if (fieldsOf(form).some(changed)) return true;
  for (const form of submitted) if (form.querySelector(NOT_SAVED)) return true;
  return false;
}
