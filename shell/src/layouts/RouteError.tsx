import { Splash } from '../app/Splash.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { useRouteErrorPage } from './useRouteErrorPage.ts';

/** A page's error, shown inside its layout so navigation keeps working. */
export function RouteError() {
  const page = useRouteErrorPage();
  return page ? <ErrorPage {...page} /> : <Splash />;
}
