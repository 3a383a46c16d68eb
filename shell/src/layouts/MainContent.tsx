import type { ReactNode } from 'react';

export const MAIN_ID = 'main';

/** The page's main region: where the skip link and a change of page take the keyboard. */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    // Focusable by script only (tabIndex -1), never a Tab stop of its own.
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}

/**
 * The first Tab stop of a page, shown only when focused: past the header's links straight to the
 * page (WCAG 2.4.1). It focuses the region itself: following "#main" would change the address,
 * which the router takes as a navigation.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
