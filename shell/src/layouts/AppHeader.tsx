import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { AccountMenu } from '../auth/AccountMenu.tsx';
import { registerToolsWhenIdle } from '../remotes/toolRegistry.ts';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { SkipLink } from './MainContent.tsx';

/** The header of the signed-in layouts: the product, its tools, the theme and the account. */
export function AppHeader() {
  // Its links open the tools: once the page is idle, the tools are registered ahead of a click.
  useEffect(() => registerToolsWhenIdle(), []);
  return (
    <header className="app-header">
      <SkipLink />
      <NavLink to="/" className="brand">
        Coinwatch
      </NavLink>
      <nav aria-label="Main">
        <ul>
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/tools/txns">Transactions</NavLink>
          </li>
          <li>
            <NavLink to="/tools/wallet">Wallet</NavLink>
          </li>
          <li>
            <NavLink to="/tools/friend-tech">Friend.tech</NavLink>
          </li>
          <li>
            <NavLink to="/settings">Settings</NavLink>
          </li>
        </ul>
      </nav>
      <div className="header-actions">
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
