import { Outlet } from 'react-router-dom';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { MainContent, SkipLink } from './MainContent.tsx';
import './layouts.css';

/**
 * The authentication layout: a centred card with the product name, no app navigation, and no trail
 * of pages either: its first step, Home, is what a visitor not signed in cannot open (it led back here).
 */
export default function AuthLayout() {
  return (
    <div className="layout layout-auth" data-layout="authentication">
      <header className="auth-header">
        <SkipLink />
        <span className="brand">Coinwatch</span>
        <ThemeToggle />
      </header>
      <MainContent className="auth-card">
        <Outlet />
      </MainContent>
    </div>
  );
}
