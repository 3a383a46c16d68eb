import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { focusOrMain, refocusIfLost } from '../a11y/focus.ts';
import { trailOf } from './Breadcrumbs.tsx';

/**
 * A change of page in a single-page app is silent to a screen reader, and leaves the keyboard on
 * the link that was followed (or nowhere, when that link is gone: the next Tab starts over at the
 * header). So each new page is announced by its trail (“Transactions, DMO”), and focus moves to the
 * page's main region, as a page load would put it at the top. A redirect (a replace) keeps focus
 * where it is, unless what had it is gone.
 */
export function PageChangeAnnouncer() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const type = useNavigationType();
  const [message, setMessage] = useState('');
  const announcedPath = useRef(pathname);
  const trail = trailOf(matches, pathname).join(', ');
  useEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    // The same words again (two pages of one title) must still change the region, or it says nothing.
    setMessage((said) => (said === trail ? `${trail}\u00A0` : trail));
    // Without scrolling: the page's scroll is ScrollRestoration's (the top, or where Back returns to).
    if (type === 'REPLACE') refocusIfLost();
    else focusOrMain(null, { preventScroll: true });
  }, [pathname, trail, type]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </div>
  );
}
