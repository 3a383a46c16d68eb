import './app/startEarly.ts';
import { applySchemaMessages } from '@coinwatch/shared';
import { type ReactNode, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hydratesPrerendered, router } from './app/router.ts';
import { framedTool, whenToolPageReady } from './prerender/firstFramePage.ts';
import { type FocusedPlace, focusedPlace, refocus } from './prerender/focusAcrossRedraw.ts';
import './theme/theme.css';

// Every schema in the page, the tools' too, words its refusals as the product does (spec §5).
applySchemaMessages();

/**
 * Runs the root loader (config, then the navigation guards) once the prerendered page is live: a
 * signed-in visitor of /login is sent on from there. After the router's own subscription (a child's
 * effects run first), so the outcome reaches the page.
 */
function GuardAfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    void router.revalidate();
  }, []);
  return children;
}

/** Gives the focus back to the control it was on in the page's HTML, once the app has drawn it anew. */
function KeepFocus({ root, place, children }: { root: HTMLElement; place: FocusedPlace | null; children: ReactNode }) {
  // A parent's layout effect runs after its children's: the whole first page is in the DOM.
  useLayoutEffect(() => {
    if (place) refocus(root, place);
  }, [root, place]);
  return children;
}

const el = document.getElementById('root');
if (el && hydratesPrerendered) {
  hydrateRoot(
    el,
    <StrictMode>
      <GuardAfterHydration>
        <RouterProvider router={router} />
      </GuardAfterHydration>
    </StrictMode>,
  );
} else if (el) {
  const render = () =>
    createRoot(el).render(
      <StrictMode>
        <KeepFocus root={el} place={focusedPlace(el)}>
          <RouterProvider router={router} />
        </KeepFocus>
      </StrictMode>,
    );
  // A tool's page showing the tool's first frame keeps it until the app can draw the tool itself.
  const tool = framedTool(el);
  if (tool) void whenToolPageReady(router, tool).then(render);
  else render();
}
