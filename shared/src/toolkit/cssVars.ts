/**
 * A ref callback that sets CSS custom properties on an element. The virtualised rows' offsets and
 * a tracked address's colour are only known at run time; the stylesheet reads them as var(--…),
 * so no style object is written into the markup.
 */
export const cssVars =
  (vars: Record<string, string>) =>
  (el: HTMLElement | null): void => {
    if (!el) return;
    for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
  };
