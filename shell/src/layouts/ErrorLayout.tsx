import { Splash } from '../app/Splash.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { MainContent } from './MainContent.tsx';
import { useRouteErrorPage } from './useRouteErrorPage.ts';
import './layouts.css';

/** The error layout: a whole page for errors no layout caught (unknown paths among them). */
export function ErrorLayout() {
  const page = useRouteErrorPage();
  return <MainContent className="layout-error">{page ? <ErrorPage {...page} /> : <Splash />}</MainContent>;
}
