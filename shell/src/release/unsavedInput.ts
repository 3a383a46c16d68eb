/**
 * Which forms hold input the user has not saved. Any typing in a form marks it; submitting or
 * resetting it clears the mark. Tools get this for free: no API to call.
 */
const dirty = new Set<Element>();
let watching = false;

function formOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  if (target instanceof HTMLFormElement) return target;
  return target.closest('form') ?? target;
}

export function watchUnsavedInput(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'input',
    (e) => {
      const form = formOf(e.target);
      if (form) dirty.add(form);
    },
    true,
  );
  const clear = (e: Event) => {
    const form = formOf(e.target);
    if (form) dirty.delete(form);
  };
  doc.addEventListener('submit', clear, true);
  doc.addEventListener('reset', clear, true);
}

export function hasUnsavedInput(): boolean {
  for (const el of dirty) if (!el.isConnected) dirty.delete(el);
  return dirty.size > 0;
}
